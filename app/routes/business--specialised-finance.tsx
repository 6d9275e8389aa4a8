import { content } from "~/content/pages/business--specialised-finance";
import { glanceFigures } from "~/features/content-page/glance-figures";
import { ContentPage } from "~/features/content-page/content-page";
import { CallBackCard } from "~/features/leads/call-back-card";
import { pageMeta } from "~/features/seo/page-meta";
import type { PageHandle } from "~/content/page-handle";
import type { Route } from "./+types/business--specialised-finance";

export const handle: PageHandle = { page: "businessSpecialisedFinance" };
export const meta = pageMeta("businessSpecialisedFinance");

/** The "at a glance" figures, worked out on the server from the credit rules (see glance-figures.ts). */
export function loader() {
  return { glance: glanceFigures(content) };
}

export default function BusinessSpecialisedFinancePage({ loaderData }: Route.ComponentProps) {
  return <ContentPage callBackCard={CallBackCard} content={content} glance={loaderData.glance} />;
}
