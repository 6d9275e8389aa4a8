import { content } from "~/content/pages/used-car-buying-tips";
import { ContentPage } from "~/features/content-page/content-page";
import { CallBackCard } from "~/features/leads/call-back-card";
import { pageMeta } from "~/features/seo/page-meta";
import type { PageHandle } from "~/content/page-handle";

export const handle: PageHandle = { page: "usedCarBuyingTips" };
export const meta = pageMeta("usedCarBuyingTips");

export default function UsedCarBuyingTipsPage() {
  return <ContentPage callBackCard={CallBackCard} content={content} />;
}
