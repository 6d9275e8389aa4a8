import { content } from "~/content/pages/why-brand";
import { ContentPage } from "~/features/content-page/content-page";
import { CallBackCard } from "~/features/leads/call-back-card";
import { pageMeta } from "~/features/seo/page-meta";
import type { PageHandle } from "~/content/page-handle";

export const handle: PageHandle = { page: "why" };
export const meta = pageMeta("why");

export default function WhyBrandPage() {
  return <ContentPage callBackCard={CallBackCard} content={content} />;
}
