import { content } from "~/content/pages/graduate-finance-guide";
import { ContentPage } from "~/features/content-page/content-page";
import { CallBackCard } from "~/features/leads/call-back-card";
import { pageMeta } from "~/features/seo/page-meta";
import type { PageHandle } from "~/content/page-handle";

export const handle: PageHandle = { page: "graduateFinanceGuide" };
export const meta = pageMeta("graduateFinanceGuide");

export default function GraduateFinanceGuidePage() {
  return <ContentPage callBackCard={CallBackCard} content={content} />;
}
