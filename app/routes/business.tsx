import { content } from "~/content/pages/business";
import { ContentPage } from "~/features/content-page/content-page";
import type { PageHandle } from "~/features/shell/page-handle";

export const handle: PageHandle = { page: "business" };

export default function BusinessPage() {
  return <ContentPage content={content} />;
}
