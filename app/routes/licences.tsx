import { content } from "~/content/pages/licences";
import { ContentPage } from "~/features/content-page/content-page";
import { pageMeta } from "~/features/seo/page-meta";
import type { PageHandle } from "~/features/shell/page-handle";

export const handle: PageHandle = { page: "licences" };
export const meta = pageMeta("licences");

export default function LicencesPage() {
  return <ContentPage content={content} />;
}
