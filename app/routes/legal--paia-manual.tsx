import { content } from "~/content/pages/legal/paia-manual";
import { ContentPage } from "~/features/content-page/content-page";
import { CallBackCard } from "~/features/leads/call-back-card";
import { pageMeta } from "~/features/seo/page-meta";
import type { PageHandle } from "~/content/page-handle";

export const handle: PageHandle = { page: "paiaManual" };
export const meta = pageMeta("paiaManual");

export default function PaiaManualPage() {
  return <ContentPage callBackCard={CallBackCard} content={content} />;
}
