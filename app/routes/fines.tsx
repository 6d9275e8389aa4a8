import { content } from "~/content/pages/fines";
import { ContentPage } from "~/features/content-page/content-page";
import type { PageHandle } from "~/features/shell/page-handle";

export const handle: PageHandle = { page: "fines" };

export default function FinesPage() {
  return <ContentPage content={content} />;
}
