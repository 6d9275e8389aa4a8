import { content } from "~/content/pages/insurance";
import { ContentPage } from "~/features/content-page/content-page";
import { CallBackCard } from "~/features/leads/call-back-card";
import { pageMeta } from "~/features/seo/page-meta";
import type { PageHandle } from "~/content/page-handle";

export const handle: PageHandle = { page: "insurance" };
export const meta = pageMeta("insurance");

export default function InsurancePage() {
  return <ContentPage callBackCard={CallBackCard} content={content} />;
}
