import { keepDataWhileCalculating } from "~/features/calculators/shared/calculator-revalidation";
import { useLoaderData } from "react-router";
import { content } from "~/content/pages/useful-tools";
import {
  VehicleInstalmentCalculator,
  AffordabilityCalculator,
  PersonalLoanCalculator,
  BudgetCalculator,
} from "~/features/calculators/deferred-calculators";
import { ContentPage, type PageCalculators } from "~/features/content-page/content-page";
import { CallBackCard } from "~/features/leads/call-back-card";
import { liveFigures } from "~/features/content-page/glance-figures";
import { pageMeta } from "~/features/seo/page-meta";
import type { PageHandle } from "~/content/page-handle";
import { renderedCashPowerParameters } from "~/lib/site-definitions/cash-power-parameters";
import type { Route } from "./+types/useful-tools";
import { siteContext } from "~/load-context";

/**
 * The live cash-power parameters (the §9 defaults without the server) and the terms and rates the copy
 * names, read and worked out on the server so their modules stay out of the page's JavaScript.
 */
export function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(siteContext);
  const parameters = renderedCashPowerParameters(context);
  return { cashPowerDefaults: parameters, figures: liveFigures(parameters) };
}

function PersonalLoan() {
  const { cashPowerDefaults } = useLoaderData<typeof loader>();
  return <PersonalLoanCalculator defaults={cashPowerDefaults} />;
}

const calculators: PageCalculators = {
  "vehicle-instalment": VehicleInstalmentCalculator,
  affordability: AffordabilityCalculator,
  "personal-loan": PersonalLoan,
  budget: BudgetCalculator,
};

export const handle: PageHandle = { page: "usefulTools" };
export const meta = pageMeta("usefulTools");

export default function UsefulToolsPage({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPage callBackCard={CallBackCard} content={content} figures={loaderData.figures} calculators={calculators} />
  );
}

// Typing in the calculator rewrites the query: the page keeps its data rather than loading it again.
export const shouldRevalidate = keepDataWhileCalculating;
