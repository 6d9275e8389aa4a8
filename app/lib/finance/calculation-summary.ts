import * as z from "zod/mini";
import type { FigureKind } from "~/lib/format/figure";

/**
 * What a calculator hands the call-me-back form: which calculator, and its figures by label. It travels
 * as one query parameter (`calculation`) and as the `calculation` field of POST /api/leads. Figures are
 * amounts, rates and terms a visitor typed or the calculator produced, never personal data.
 *
 * The schema is built with zod/mini, whose functions a bundler can leave out when unused, so the
 * calculators can check what they encode without adding the full zod library to a page's JavaScript.
 */
export const CALCULATORS = ["vehicle-finance", "affordability", "personal-loan", "budget"] as const;
export type CalculatorKind = (typeof CALCULATORS)[number];

export { CALCULATION_QUERY_PARAMETER } from "./calculation-query-parameter";

/** Most figures any calculator shows; bounds the size of the parameter and of a stored lead. */
const MAX_FIGURES = 16;

export const calculationSummarySchema = z.strictObject({
  calculator: z.enum(CALCULATORS),
  figures: z
    .record(z.string().check(z.minLength(1), z.maxLength(40), z.regex(/^[A-Za-z][A-Za-z0-9 ()%-]*$/)), z.number())
    .check(
      z.refine((figures) => Object.keys(figures).length <= MAX_FIGURES, { message: `at most ${MAX_FIGURES} figures` }),
    ),
});

export type CalculationSummary = z.infer<typeof calculationSummarySchema>;

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
  "Balloon amount": "amount",
  "Amount financed": "amount",
  Interest: "amount",
  "Initiation fee": "amount",
  "Service fees": "amount",
  "Credit life insurance": "amount",
  "Cost of credit": "amount",
  "Total repayable": "amount",
  "Total income": "amount",
  "Total expenses": "amount",
  "Disposable income": "amount",
  Shortfall: "amount",
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

/** The summary as the value of the `calculation` query parameter (JSON; URLSearchParams escapes it). */
export function encodeCalculation(summary: CalculationSummary): string {
  return JSON.stringify(calculationSummarySchema.parse(summary));
}

/** A summary read back from a query parameter, or undefined when it is missing or not a valid summary. */
export function decodeCalculation(value: string | null | undefined): CalculationSummary | undefined {
  if (!value) return undefined;
  try {
    const parsed = calculationSummarySchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
