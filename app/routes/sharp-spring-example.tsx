import { content } from "~/content/pages/sharp-spring-example";
import { ContentPage } from "~/features/content-page/content-page";
import { pageMeta } from "~/features/seo/page-meta";
import type { PageHandle } from "~/features/shell/page-handle";

export const handle: PageHandle = { page: "sharpSpringExample" };
export const meta = pageMeta("sharpSpringExample");

export default function SharpSpringExamplePage() {
  return <ContentPage content={content} />;
}
