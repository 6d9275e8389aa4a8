import { keepDataWhileCalculating } from "~/features/calculators/shared/calculator-revalidation";
import { content } from "~/content/pages/guaranteed-future-value";
import { VehicleInstalmentCalculator } from "~/features/calculators/deferred-calculators";
import { glanceFigures } from "~/features/content-page/glance-figures";
import { ContentPage, type PageCalculators } from "~/features/content-page/content-page";
import { CallBackCard } from "~/features/leads/call-back-card";
import { pageMeta } from "~/features/seo/page-meta";
import type { PageHandle } from "~/content/page-handle";
import type { Route } from "./+types/guaranteed-future-value";

/** The page's example: a guaranteed value of 35% of the price, deferred to the end of a three-year term. */
const GFV_EXAMPLE = { term: "36", balloon: "35" } as const;

function GuaranteedValueCalculator() {
  return <VehicleInstalmentCalculator startingFigures={GFV_EXAMPLE} />;
}

const calculators: PageCalculators = {
  "vehicle-instalment": GuaranteedValueCalculator,
};

export const handle: PageHandle = { page: "guaranteedFutureValue" };
export const meta = pageMeta("guaranteedFutureValue");

/** The "at a glance" figures, worked out on the server from the credit rules (see glance-figures.ts). */
export function loader() {
  return { glance: glanceFigures(content) };
}

export default function GuaranteedFutureValuePage({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPage callBackCard={CallBackCard} content={content} glance={loaderData.glance} calculators={calculators} />
  );
}

// Typing in the calculator rewrites the query: the page keeps its data rather than loading it again.
export const shouldRevalidate = keepDataWhileCalculating;
