import type { CalculationSummary } from "./calculation-summary";

/**
 * The `calculation` query parameter as the calculators write it into their "Call me back" links, without
 * loading zod: calculation-summary.ts builds its schema when it loads, and that would add some 25 KB gzip
 * to every calculator page's first visit (the budget is 150 KB). The text is the same as
 * encodeCalculation's for any valid summary (calculation-link.test.ts checks both against each other), and
 * the lead form reads it back with decodeCalculation, which validates it in full.
 */
export const CALCULATION_PARAMETER = "calculation" as const;

const MAX_FIGURES = 16;
const LABEL = /^[A-Za-z][A-Za-z0-9 ()%-]*$/;

/** encodeCalculation's output for a valid summary; throws for one the schema would refuse. */
export function calculationParameterValue(summary: CalculationSummary): string {
  const entries = Object.entries(summary.figures);
  if (entries.length > MAX_FIGURES) throw new RangeError(`A calculation carries at most ${MAX_FIGURES} figures`);
  for (const [label, value] of entries) {
    if (label.length > 40 || !LABEL.test(label)) throw new RangeError(`"${label}" is not a figure label`);
    if (!Number.isFinite(value)) throw new RangeError(`The figure "${label}" is not a finite number`);
  }
  return JSON.stringify({ calculator: summary.calculator, figures: summary.figures });
}
