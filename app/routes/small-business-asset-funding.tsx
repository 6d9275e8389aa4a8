import { content } from "~/content/pages/small-business-asset-funding";
import { ContentPage } from "~/features/content-page/content-page";
import type { PageHandle } from "~/features/shell/page-handle";

export const handle: PageHandle = { page: "smallBusinessAssetFunding" };

export default function SmallBusinessAssetFundingPage() {
  return <ContentPage content={content} />;
}
