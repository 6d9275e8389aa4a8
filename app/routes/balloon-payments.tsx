import { keepDataWhileCalculating } from "~/features/calculators/shared/calculator-revalidation";
import { content } from "~/content/pages/balloon-payments";
import { VehicleInstalmentCalculator } from "~/features/calculators/deferred-calculators";
import { glanceFigures } from "~/features/content-page/glance-figures";
import { ContentPage, type PageCalculators } from "~/features/content-page/content-page";
import { CallBackCard } from "~/features/leads/call-back-card";
import { pageMeta } from "~/features/seo/page-meta";
import type { PageHandle } from "~/content/page-handle";
import type { Route } from "./+types/balloon-payments";

/** The page's example (its copy works one through): a R 400 000 car with a 30% balloon, which the calculator starts with. */
const BALLOON_EXAMPLE = { price: "400000", balloon: "30" } as const;

function BalloonCalculator() {
  return <VehicleInstalmentCalculator startingFigures={BALLOON_EXAMPLE} />;
}

const calculators: PageCalculators = {
  "vehicle-instalment": BalloonCalculator,
};

export const handle: PageHandle = { page: "balloonPayments" };
export const meta = pageMeta("balloonPayments");

/** The "at a glance" figures, worked out on the server from the credit rules (see glance-figures.ts). */
export function loader() {
  return { glance: glanceFigures(content) };
}

export default function BalloonPaymentsPage({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPage callBackCard={CallBackCard} content={content} glance={loaderData.glance} calculators={calculators} />
  );
}

// Typing in the calculator rewrites the query: the page keeps its data rather than loading it again.
export const shouldRevalidate = keepDataWhileCalculating;
