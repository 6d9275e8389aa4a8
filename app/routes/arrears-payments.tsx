import { content } from "~/content/pages/arrears-payments";
import { ContentPage } from "~/features/content-page/content-page";
import { CallBackCard } from "~/features/leads/call-back-card";
import { pageMeta } from "~/features/seo/page-meta";
import type { PageHandle } from "~/content/page-handle";

export const handle: PageHandle = { page: "arrearsPayments" };
export const meta = pageMeta("arrearsPayments");

export default function ArrearsPaymentsPage() {
  return <ContentPage callBackCard={CallBackCard} content={content} />;
}
