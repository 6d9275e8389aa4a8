import { useLoaderData } from "react-router";
import { content } from "~/content/pages/cashpower-personal-loans";
import { PersonalLoanCalculator } from "~/features/calculators/deferred-calculators";
import { ContentPage, type PageCalculators } from "~/features/content-page/content-page";
import type { PageHandle } from "~/features/shell/page-handle";
import { DEFAULT_CASH_POWER_PARAMETERS } from "~/lib/site-definitions/cash-power-parameters";

export const handle: PageHandle = { page: "cashpowerPersonalLoans" };

/** The §9 cash-power defaults, read on the server so their zod-built module stays out of the page's JavaScript. */
export function loader() {
  return { cashPowerDefaults: DEFAULT_CASH_POWER_PARAMETERS };
}

function PersonalLoan() {
  const { cashPowerDefaults } = useLoaderData<typeof loader>();
  return <PersonalLoanCalculator defaults={cashPowerDefaults} />;
}

const calculators: PageCalculators = { "personal-loan": PersonalLoan };

export default function CashpowerPersonalLoansPage() {
  return <ContentPage content={content} calculators={calculators} />;
}
