import { keepDataWhileCalculating } from "~/features/calculators/shared/calculator-revalidation";
import { content } from "~/content/pages/solar-finance";
import { VehicleInstalmentCalculator } from "~/features/calculators/deferred-calculators";
import { glanceFigures } from "~/features/content-page/glance-figures";
import { ContentPage, type PageCalculators } from "~/features/content-page/content-page";
import { CallBackCard } from "~/features/leads/call-back-card";
import { pageMeta } from "~/features/seo/page-meta";
import type { PageHandle } from "~/content/page-handle";
import type { Route } from "./+types/solar-finance";

/** A solar system: its installed cost, no balloon; the example a typical home system, paid off over five years. */
const SOLAR_EXAMPLE = { price: "150000", deposit: "0", term: "60" } as const;

function SolarCalculator() {
  return <VehicleInstalmentCalculator asset="solar" startingFigures={SOLAR_EXAMPLE} />;
}

const calculators: PageCalculators = {
  "vehicle-instalment": SolarCalculator,
};

export const handle: PageHandle = { page: "solarFinance" };
export const meta = pageMeta("solarFinance");

/** The "at a glance" figures, worked out on the server from the credit rules (see glance-figures.ts). */
export function loader() {
  return { glance: glanceFigures(content) };
}

export default function SolarFinancePage({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPage callBackCard={CallBackCard} content={content} glance={loaderData.glance} calculators={calculators} />
  );
}

// Typing in the calculator rewrites the query: the page keeps its data rather than loading it again.
export const shouldRevalidate = keepDataWhileCalculating;
