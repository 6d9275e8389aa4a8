import { content } from "~/content/pages/islamic-finance";
import { ContentPage } from "~/features/content-page/content-page";
import type { PageHandle } from "~/features/shell/page-handle";

export const handle: PageHandle = { page: "islamicFinance" };

export default function IslamicFinancePage() {
  return <ContentPage content={content} />;
}
