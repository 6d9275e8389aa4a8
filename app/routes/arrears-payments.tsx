import { content } from "~/content/pages/arrears-payments";
import { ContentPage } from "~/features/content-page/content-page";
import { pageMeta } from "~/features/seo/page-meta";
import type { PageHandle } from "~/features/shell/page-handle";

export const handle: PageHandle = { page: "arrearsPayments" };
export const meta = pageMeta("arrearsPayments");

export default function ArrearsPaymentsPage() {
  return <ContentPage content={content} />;
}
