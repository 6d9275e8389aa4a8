import { content } from "~/content/pages/sharp-spring-example";
import { ContentPage } from "~/features/content-page/content-page";
import { CallBackCard } from "~/features/leads/call-back-card";
import { pageMeta } from "~/features/seo/page-meta";
import type { PageHandle } from "~/content/page-handle";

export const handle: PageHandle = { page: "sharpSpringExample" };
export const meta = pageMeta("sharpSpringExample");

export default function SharpSpringExamplePage() {
  return <ContentPage callBackCard={CallBackCard} content={content} />;
}
