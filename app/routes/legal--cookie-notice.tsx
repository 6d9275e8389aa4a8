import { content } from "~/content/pages/legal/cookie-notice";
import { ContentPage } from "~/features/content-page/content-page";
import { CallBackCard } from "~/features/leads/call-back-card";
import { pageMeta } from "~/features/seo/page-meta";
import type { PageHandle } from "~/content/page-handle";

export const handle: PageHandle = { page: "cookieNotice" };
export const meta = pageMeta("cookieNotice");

export default function CookieNoticePage() {
  return <ContentPage callBackCard={CallBackCard} content={content} />;
}
