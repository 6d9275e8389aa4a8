import { keepDataWhileCalculating } from "~/features/calculators/shared/calculator-revalidation";
import { useLoaderData } from "react-router";
import { content } from "~/content/pages/cashpower-personal-loans";
import { PersonalLoanCalculator } from "~/features/calculators/deferred-calculators";
import { glanceFigures } from "~/features/content-page/glance-figures";
import { ContentPage, type PageCalculators } from "~/features/content-page/content-page";
import { pageMeta } from "~/features/seo/page-meta";
import type { PageHandle } from "~/features/shell/page-handle";
import { DEFAULT_CASH_POWER_PARAMETERS } from "~/lib/site-definitions/cash-power-parameters";
import type { Route } from "./+types/cashpower-personal-loans";

export const handle: PageHandle = { page: "cashpowerPersonalLoans" };
export const meta = pageMeta("cashpowerPersonalLoans");

/**
 * The §9 cash-power defaults and the "at a glance" figures, worked out on the server so their modules (one
 * builds a zod schema) stay out of the page's JavaScript.
 */
export function loader() {
  return { cashPowerDefaults: DEFAULT_CASH_POWER_PARAMETERS, glance: glanceFigures(content) };
}

function PersonalLoan() {
  const { cashPowerDefaults } = useLoaderData<typeof loader>();
  return <PersonalLoanCalculator defaults={cashPowerDefaults} />;
}

const calculators: PageCalculators = { "personal-loan": PersonalLoan };

export default function CashpowerPersonalLoansPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage content={content} glance={loaderData.glance} calculators={calculators} />;
}

// Typing in the calculator rewrites the query: the page keeps its data rather than loading it again.
export const shouldRevalidate = keepDataWhileCalculating;
