import { CALCULATION_QUERY_PARAMETER } from "~/lib/finance/calculation-query-parameter";

/**
 * The prefix each calculator writes its fields under (`vehicle-price`, `loan-term`, …), so that several
 * calculators on one page share the query without clashing. Its own small module: page routes use it to
 * tell a calculator's change of the address from any other, without loading a calculator.
 */
export const CALCULATOR_PREFIXES = {
  "vehicle-instalment": "vehicle",
  affordability: "afford",
  "personal-loan": "loan",
  budget: "budget",
} as const;

/** The query parameter of one calculator field, which is also the name of its form field. */
export const queryKey = (prefix: string, field: string) => `${prefix}-${field}`;

/** Whether a query parameter is one a calculator keeps a figure in, or the summary the figures travel in. */
export function isCalculatorParameter(key: string): boolean {
  if (key === CALCULATION_QUERY_PARAMETER) return true;
  return Object.values(CALCULATOR_PREFIXES).some((prefix) => key.startsWith(`${prefix}-`));
}
