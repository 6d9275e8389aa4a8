import { content } from "~/content/pages/small-business-asset-funding--small-business-guide";
import { ContentPage } from "~/features/content-page/content-page";
import type { PageHandle } from "~/features/shell/page-handle";

export const handle: PageHandle = { page: "smallBusinessGuide" };

export default function SmallBusinessAssetFundingSmallBusinessGuidePage() {
  return <ContentPage content={content} />;
}
