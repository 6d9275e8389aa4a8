import { content } from "~/content/pages/why-brand--switch-to-brand";
import { glanceFigures } from "~/features/content-page/glance-figures";
import { ContentPage } from "~/features/content-page/content-page";
import { pageMeta } from "~/features/seo/page-meta";
import type { PageHandle } from "~/features/shell/page-handle";
import type { Route } from "./+types/why-brand--switch-to-brand";

export const handle: PageHandle = { page: "switchTo" };
export const meta = pageMeta("switchTo");

/** The "at a glance" figures, worked out on the server from the credit rules (see glance-figures.ts). */
export function loader() {
  return { glance: glanceFigures(content) };
}

export default function WhyBrandSwitchToBrandPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage content={content} glance={loaderData.glance} />;
}
