import { content } from "~/content/pages/licences";
import { ContentPage } from "~/features/content-page/content-page";
import { CallBackCard } from "~/features/leads/call-back-card";
import { pageMeta } from "~/features/seo/page-meta";
import type { PageHandle } from "~/content/page-handle";

export const handle: PageHandle = { page: "licences" };
export const meta = pageMeta("licences");

export default function LicencesPage() {
  return <ContentPage callBackCard={CallBackCard} content={content} />;
}
