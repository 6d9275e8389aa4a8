import { keepDataWhileCalculating } from "~/features/calculators/shared/calculator-revalidation";
import { useLoaderData } from "react-router";
import { content } from "~/content/pages/cashpower-personal-loans";
import { PersonalLoanCalculator } from "~/features/calculators/deferred-calculators";
import { glanceFigures, liveFigures } from "~/features/content-page/glance-figures";
import { ContentPage, type PageCalculators } from "~/features/content-page/content-page";
import { CallBackCard } from "~/features/leads/call-back-card";
import { pageMeta } from "~/features/seo/page-meta";
import type { PageHandle } from "~/content/page-handle";
import { renderedCashPowerParameters } from "~/lib/site-definitions/cash-power-parameters";
import type { Route } from "./+types/cashpower-personal-loans";
import { siteContext } from "~/load-context";

export const handle: PageHandle = { page: "cashpowerPersonalLoans" };
export const meta = pageMeta("cashpowerPersonalLoans");

/**
 * The live cash-power parameters (the §9 defaults without the server), and the "at a glance" figures and
 * the terms and rates the copy names worked out from them, on the server, so their modules (one builds a
 * zod schema) stay out of the page's JavaScript. The calculator starts from these and still asks the
 * service for newer ones.
 */
export function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(siteContext);
  const parameters = renderedCashPowerParameters(context);
  return {
    cashPowerDefaults: parameters,
    glance: glanceFigures(content, parameters),
    figures: liveFigures(parameters),
  };
}

function PersonalLoan() {
  const { cashPowerDefaults } = useLoaderData<typeof loader>();
  return <PersonalLoanCalculator defaults={cashPowerDefaults} />;
}

const calculators: PageCalculators = { "personal-loan": PersonalLoan };

export default function CashpowerPersonalLoansPage({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPage
      callBackCard={CallBackCard}
      content={content}
      glance={loaderData.glance}
      figures={loaderData.figures}
      calculators={calculators}
    />
  );
}

// Typing in the calculator rewrites the query: the page keeps its data rather than loading it again.
export const shouldRevalidate = keepDataWhileCalculating;
