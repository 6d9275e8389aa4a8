import type { FigureKind } from "~/lib/format/figure";

/**
 * What a calculator hands the call-me-back form: which calculator, and its figures by label. It travels
 * as one query parameter (`calculation`) and as the `calculation` field of POST /api/leads. Figures are
 * amounts, rates and terms a visitor typed or the calculator produced, never personal data.
 *
 * This module holds no schema, so a calculator in the browser sends its summary without loading zod: its
 * labels are the typed FIGURE_KINDS below. What reads a summary back, the call-me-back form and the leads
 * API, checks it with the schema in calculation-summary-schema.ts.
 */
export const CALCULATORS = ["vehicle-finance", "affordability", "personal-loan", "budget"] as const;
export type CalculatorKind = (typeof CALCULATORS)[number];

export { CALCULATION_QUERY_PARAMETER } from "./calculation-query-parameter";

/** Most figures any calculator shows; bounds the size of the parameter and of a stored lead. */
export const MAX_FIGURES = 16;

/** A summary as read back: a link made before a label was renamed may carry a label FIGURE_KINDS no longer has. */
export interface CalculationSummary {
  readonly calculator: CalculatorKind;
  readonly figures: Readonly<Record<string, number>>;
}

/**
 * Every label a calculator puts on a figure, and the kind of value it is: the calculators show a figure
 * and the call-me-back form shows it again with the same format function for its kind.
 */
export const FIGURE_KINDS = {
  "Purchase price": "amount",
  Deposit: "amount",
  "Loan amount": "amount",
  "Interest rate": "rate",
  Term: "months",
  Balloon: "percentage",
  "Monthly instalment": "amount",
  "Final instalment": "amount",
  "Balloon amount": "amount",
  "Amount financed": "amount",
  Interest: "amount",
  "Initiation fee": "amount",
  "Service fees": "amount",
  "Credit life insurance": "amount",
  "Cost of credit (excluding insurance)": "amount",
  "Cost of credit (including credit life)": "amount",
  // The label before the calculators said what the cost of credit includes, still in older links and leads.
  "Cost of credit": "amount",
  "Total repayable": "amount",
  "Total income": "amount",
  "Total expenses": "amount",
  "Disposable income": "amount",
  Shortfall: "amount",
  "Left for a vehicle": "amount",
  // The budget's figure before it was renamed, still in call-back links and leads made before.
  "Affordable instalment": "amount",
} as const satisfies Record<string, FigureKind>;

export type FigureLabel = keyof typeof FIGURE_KINDS;

/**
 * The kind of a figure by its label. A link made before a label was renamed may carry one this list does
 * not know: "(%)" and "(months)" still say what it is, and anything else shows as a plain number.
 */
export function figureKind(label: string): FigureKind {
  if (Object.hasOwn(FIGURE_KINDS, label)) return FIGURE_KINDS[label as FigureLabel];
  if (/\(%\)$/.test(label)) return "percentage";
  if (/\(months\)$/.test(label)) return "months";
  return "number";
}

/** A summary as a calculator makes it: every label one of FIGURE_KINDS. */
export interface CalculatedSummary {
  readonly calculator: CalculatorKind;
  readonly figures: Readonly<Partial<Record<FigureLabel, number>>>;
}

/**
 * The summary as the value of the `calculation` query parameter (JSON; URLSearchParams escapes it). A
 * figure that is not a finite number becomes JSON's null, which the reading side refuses with the rest.
 */
export function encodeCalculation(summary: CalculatedSummary): string {
  return JSON.stringify(summary);
}
