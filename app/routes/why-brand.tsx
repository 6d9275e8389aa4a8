import { content } from "~/content/pages/why-brand";
import { ContentPage } from "~/features/content-page/content-page";
import type { PageHandle } from "~/features/shell/page-handle";

export const handle: PageHandle = { page: "why" };

export default function WhyBrandPage() {
  return <ContentPage content={content} />;
}
