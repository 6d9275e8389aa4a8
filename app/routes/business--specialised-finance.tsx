import { content } from "~/content/pages/business--specialised-finance";
import { ContentPage } from "~/features/content-page/content-page";
import type { PageHandle } from "~/features/shell/page-handle";

export const handle: PageHandle = { page: "businessSpecialisedFinance" };

export default function BusinessSpecialisedFinancePage() {
  return <ContentPage content={content} />;
}
