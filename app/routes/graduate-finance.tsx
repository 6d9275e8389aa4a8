import { content } from "~/content/pages/graduate-finance";
import { ContentPage } from "~/features/content-page/content-page";
import type { PageHandle } from "~/features/shell/page-handle";

export const handle: PageHandle = { page: "graduateFinance" };

export default function GraduateFinancePage() {
  return <ContentPage content={content} />;
}
