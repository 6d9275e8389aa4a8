import { content } from "~/content/pages/legal/complaints";
import { ContentPage } from "~/features/content-page/content-page";
import { CallBackCard } from "~/features/leads/call-back-card";
import { pageMeta } from "~/features/seo/page-meta";
import type { PageHandle } from "~/content/page-handle";

export const handle: PageHandle = { page: "complaints" };
export const meta = pageMeta("complaints");

export default function ComplaintsPage() {
  return <ContentPage callBackCard={CallBackCard} content={content} />;
}
