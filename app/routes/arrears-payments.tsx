import { content } from "~/content/pages/arrears-payments";
import { ContentPage } from "~/features/content-page/content-page";
import type { PageHandle } from "~/features/shell/page-handle";

export const handle: PageHandle = { page: "arrearsPayments" };

export default function ArrearsPaymentsPage() {
  return <ContentPage content={content} />;
}
