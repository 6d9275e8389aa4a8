import { content } from "~/content/pages/specialised-finance";
import { ContentPage } from "~/features/content-page/content-page";
import type { PageHandle } from "~/features/shell/page-handle";

export const handle: PageHandle = { page: "specialisedFinance" };

export default function SpecialisedFinancePage() {
  return <ContentPage content={content} />;
}
