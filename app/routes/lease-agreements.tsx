import { content } from "~/content/pages/lease-agreements";
import { ContentPage } from "~/features/content-page/content-page";
import type { PageHandle } from "~/features/shell/page-handle";

export const handle: PageHandle = { page: "leaseAgreements" };

export default function LeaseAgreementsPage() {
  return <ContentPage content={content} />;
}
