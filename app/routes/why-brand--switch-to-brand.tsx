import { content } from "~/content/pages/why-brand--switch-to-brand";
import { ContentPage } from "~/features/content-page/content-page";
import type { PageHandle } from "~/features/shell/page-handle";

export const handle: PageHandle = { page: "switchTo" };

export default function WhyBrandSwitchToBrandPage() {
  return <ContentPage content={content} />;
}
