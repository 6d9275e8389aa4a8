import { content } from "~/content/pages/islamic-finance-business";
import { ContentPage } from "~/features/content-page/content-page";
import type { PageHandle } from "~/features/shell/page-handle";

export const handle: PageHandle = { page: "islamicFinanceBusiness" };

export default function IslamicFinanceBusinessPage() {
  return <ContentPage content={content} />;
}
