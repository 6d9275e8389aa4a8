import * as z from "zod/mini";
import { CALCULATORS, MAX_FIGURES, type CalculationSummary } from "./calculation-summary";

/**
 * The check on a calculation summary read back from a query parameter or a lead (calculation-summary.ts
 * says what it is). Built with zod/mini, whose functions a bundler can leave out when unused, so the
 * call-me-back form checks what it reads without adding the full zod library to a page's JavaScript.
 */
export const calculationSummarySchema = z.strictObject({
  calculator: z.enum(CALCULATORS),
  figures: z
    .record(z.string().check(z.minLength(1), z.maxLength(40), z.regex(/^[A-Za-z][A-Za-z0-9 ()%-]*$/)), z.number())
    .check(
      z.refine((figures) => Object.keys(figures).length <= MAX_FIGURES, { message: `at most ${MAX_FIGURES} figures` }),
    ),
}) satisfies z.ZodMiniType<CalculationSummary>;

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
