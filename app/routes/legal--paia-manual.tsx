import { content } from "~/content/pages/legal/paia-manual";
import { ContentPage } from "~/features/content-page/content-page";
import type { PageHandle } from "~/features/shell/page-handle";

export const handle: PageHandle = { page: "paiaManual" };

export default function PaiaManualPage() {
  return <ContentPage content={content} />;
}
