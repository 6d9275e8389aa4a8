import {
  CALCULATION_QUERY_PARAMETER,
  encodeCalculation,
  type CalculatedSummary,
} from "~/lib/finance/calculation-summary";
import { ButtonLink } from "~/ui/button/button-link";

/** Id of the element on every content page where the call-me-back form sits. */
export const CALL_ME_BACK_ID = "call-me-back";

/** The link target that opens the call-me-back form with a calculation: same page, summary in the query. */
export function callMeBackTarget(summary: CalculatedSummary, query: URLSearchParams): string {
  const search = new URLSearchParams(query);
  search.set(CALCULATION_QUERY_PARAMETER, encodeCalculation(summary));
  return `?${search.toString()}#${CALL_ME_BACK_ID}`;
}

/**
 * "Call me back" with the figures: a link to the call-me-back form on this page whose `calculation` query
 * parameter carries the summary. The form reads it with decodeCalculation; the router navigation updates
 * the location it reads, and the page scrolls to the form (§2.1 hash scrolling).
 */
export function CallMeBackLink({
  summary,
  query,
}: {
  readonly summary: CalculatedSummary;
  readonly query: URLSearchParams;
}) {
  return (
    <ButtonLink theme="action" to={callMeBackTarget(summary, query)} className="calculator__call-me-back">
      Call me back about these figures
    </ButtonLink>
  );
}
