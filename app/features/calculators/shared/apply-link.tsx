import { applyHrefOfCalculation } from "~/lib/applications/apply-link";
import type { CalculatedSummary } from "~/lib/finance/calculation-summary";
import { ButtonLink } from "~/ui/button/button-link";

/**
 * "Apply for finance" with the calculator's deal figures (price, deposit, term, balloon, instalment: no
 * personal data) in the address of the application's first step. The personal-loan calculator has none:
 * the online application is for vehicle and asset finance.
 */
export function ApplyLink({ summary }: { readonly summary: CalculatedSummary }) {
  if (summary.calculator === "personal-loan") return null;
  return (
    <ButtonLink theme="action" outlined to={applyHrefOfCalculation(summary.figures)} className="calculator__apply">
      Apply for finance
    </ButtonLink>
  );
}
