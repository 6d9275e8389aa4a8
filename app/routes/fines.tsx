import { content } from "~/content/pages/fines";
import { ContentPage } from "~/features/content-page/content-page";
import { CallBackCard } from "~/features/leads/call-back-card";
import { pageMeta } from "~/features/seo/page-meta";
import type { PageHandle } from "~/content/page-handle";

export const handle: PageHandle = { page: "fines" };
export const meta = pageMeta("fines");

export default function FinesPage() {
  return <ContentPage callBackCard={CallBackCard} content={content} />;
}
