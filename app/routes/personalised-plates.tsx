import { content } from "~/content/pages/personalised-plates";
import { ContentPage } from "~/features/content-page/content-page";
import { CallBackCard } from "~/features/leads/call-back-card";
import { pageMeta } from "~/features/seo/page-meta";
import type { PageHandle } from "~/content/page-handle";

export const handle: PageHandle = { page: "personalisedPlates" };
export const meta = pageMeta("personalisedPlates");

export default function PersonalisedPlatesPage() {
  return <ContentPage callBackCard={CallBackCard} content={content} />;
}
