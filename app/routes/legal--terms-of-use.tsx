import { content } from "~/content/pages/legal/terms-of-use";
import { ContentPage } from "~/features/content-page/content-page";
import type { PageHandle } from "~/features/shell/page-handle";

export const handle: PageHandle = { page: "termsOfUse" };

export default function TermsOfUsePage() {
  return <ContentPage content={content} />;
}
