import { content } from "~/content/pages/corporate-industry";
import { ContentPage } from "~/features/content-page/content-page";
import type { PageHandle } from "~/features/shell/page-handle";

export const handle: PageHandle = { page: "corporateIndustry" };

export default function CorporateIndustryPage() {
  return <ContentPage content={content} />;
}
