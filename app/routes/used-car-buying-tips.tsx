import { content } from "~/content/pages/used-car-buying-tips";
import { ContentPage } from "~/features/content-page/content-page";
import type { PageHandle } from "~/features/shell/page-handle";

export const handle: PageHandle = { page: "usedCarBuyingTips" };

export default function UsedCarBuyingTipsPage() {
  return <ContentPage content={content} />;
}
