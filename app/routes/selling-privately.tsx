import { content } from "~/content/pages/selling-privately";
import { ContentPage } from "~/features/content-page/content-page";
import { CallBackCard } from "~/features/leads/call-back-card";
import { pageMeta } from "~/features/seo/page-meta";
import type { PageHandle } from "~/content/page-handle";

export const handle: PageHandle = { page: "sellingPrivately" };
export const meta = pageMeta("sellingPrivately");

export default function SellingPrivatelyPage() {
  return <ContentPage callBackCard={CallBackCard} content={content} />;
}
