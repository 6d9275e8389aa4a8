import { content } from "~/content/pages/fines";
import { ContentPage } from "~/features/content-page/content-page";
import { pageMeta } from "~/features/seo/page-meta";
import type { PageHandle } from "~/features/shell/page-handle";

export const handle: PageHandle = { page: "fines" };
export const meta = pageMeta("fines");

export default function FinesPage() {
  return <ContentPage content={content} />;
}
