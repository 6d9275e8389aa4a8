import type { ShouldRevalidateFunctionArgs } from "react-router";
import { isCalculatorParameter } from "~/lib/finance/calculator-parameters";

/** The query's parameters other than the calculators', in an order-free form two queries compare by. */
function otherParameters(query: URLSearchParams): string {
  return [...query]
    .filter(([key]) => !isCalculatorParameter(key))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .sort()
    .join("&");
}

/**
 * `shouldRevalidate` of a page that shows a calculator. A calculator keeps its figures in the query and
 * rewrites it through the router as the visitor types; a navigation that changes nothing but those
 * figures on the same page keeps the route's data instead of asking the server for it again on every
 * keystroke (no loader reads them to build anything the calculator does not work out itself). Any other
 * navigation, form post or revalidation is decided by React Router as usual.
 */
export function keepDataWhileCalculating({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  const onlyFiguresChanged =
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.search !== nextUrl.search &&
    otherParameters(currentUrl.searchParams) === otherParameters(nextUrl.searchParams);
  const reading = formMethod === undefined || formMethod.toUpperCase() === "GET";
  return onlyFiguresChanged && reading ? false : defaultShouldRevalidate;
}
