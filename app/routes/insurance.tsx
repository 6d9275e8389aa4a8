import { content } from "~/content/pages/insurance";
import { ContentPage } from "~/features/content-page/content-page";
import type { PageHandle } from "~/features/shell/page-handle";

export const handle: PageHandle = { page: "insurance" };

export default function InsurancePage() {
  return <ContentPage content={content} />;
}
