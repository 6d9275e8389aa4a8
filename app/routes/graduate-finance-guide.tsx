import { content } from "~/content/pages/graduate-finance-guide";
import { ContentPage } from "~/features/content-page/content-page";
import { pageMeta } from "~/features/seo/page-meta";
import type { PageHandle } from "~/features/shell/page-handle";

export const handle: PageHandle = { page: "graduateFinanceGuide" };
export const meta = pageMeta("graduateFinanceGuide");

export default function GraduateFinanceGuidePage() {
  return <ContentPage content={content} />;
}
