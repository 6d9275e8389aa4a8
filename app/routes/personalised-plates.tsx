import { content } from "~/content/pages/personalised-plates";
import { ContentPage } from "~/features/content-page/content-page";
import type { PageHandle } from "~/features/shell/page-handle";

export const handle: PageHandle = { page: "personalisedPlates" };

export default function PersonalisedPlatesPage() {
  return <ContentPage content={content} />;
}
