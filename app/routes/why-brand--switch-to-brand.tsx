import { content } from "~/content/pages/why-brand--switch-to-brand";
import { glanceFigures } from "~/features/content-page/glance-figures";
import { ContentPage } from "~/features/content-page/content-page";
import { CallBackCard } from "~/features/leads/call-back-card";
import { pageMeta } from "~/features/seo/page-meta";
import type { PageHandle } from "~/content/page-handle";
import type { Route } from "./+types/why-brand--switch-to-brand";

export const handle: PageHandle = { page: "switchTo" };
export const meta = pageMeta("switchTo");

/** The "at a glance" figures, worked out on the server from the credit rules (see glance-figures.ts). */
export function loader() {
  return { glance: glanceFigures(content) };
}

export default function WhyBrandSwitchToBrandPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage callBackCard={CallBackCard} content={content} glance={loaderData.glance} />;
}
