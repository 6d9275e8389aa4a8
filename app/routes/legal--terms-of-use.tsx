import { content } from "~/content/pages/legal/terms-of-use";
import { ContentPage } from "~/features/content-page/content-page";
import { CallBackCard } from "~/features/leads/call-back-card";
import { pageMeta } from "~/features/seo/page-meta";
import type { PageHandle } from "~/content/page-handle";

export const handle: PageHandle = { page: "termsOfUse" };
export const meta = pageMeta("termsOfUse");

export default function TermsOfUsePage() {
  return <ContentPage callBackCard={CallBackCard} content={content} />;
}
