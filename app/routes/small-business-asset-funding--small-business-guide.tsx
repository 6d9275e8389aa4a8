import { content } from "~/content/pages/small-business-asset-funding--small-business-guide";
import { ContentPage } from "~/features/content-page/content-page";
import { CallBackCard } from "~/features/leads/call-back-card";
import { pageMeta } from "~/features/seo/page-meta";
import type { PageHandle } from "~/content/page-handle";

export const handle: PageHandle = { page: "smallBusinessGuide" };
export const meta = pageMeta("smallBusinessGuide");

export default function SmallBusinessAssetFundingSmallBusinessGuidePage() {
  return <ContentPage callBackCard={CallBackCard} content={content} />;
}
