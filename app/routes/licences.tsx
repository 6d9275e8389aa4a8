import { content } from "~/content/pages/licences";
import { ContentPage } from "~/features/content-page/content-page";
import type { PageHandle } from "~/features/shell/page-handle";

export const handle: PageHandle = { page: "licences" };

export default function LicencesPage() {
  return <ContentPage content={content} />;
}
