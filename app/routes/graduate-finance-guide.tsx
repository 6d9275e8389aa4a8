import { content } from "~/content/pages/graduate-finance-guide";
import { ContentPage } from "~/features/content-page/content-page";
import type { PageHandle } from "~/features/shell/page-handle";

export const handle: PageHandle = { page: "graduateFinanceGuide" };

export default function GraduateFinanceGuidePage() {
  return <ContentPage content={content} />;
}
