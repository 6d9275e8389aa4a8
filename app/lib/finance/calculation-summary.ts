import { z } from "zod";

/**
 * What a calculator hands the call-me-back form: which calculator, and its figures by label. It travels
 * as one query parameter (`calculation`) and as the `calculation` field of POST /api/leads. Figures are
 * amounts, rates and terms a visitor typed or the calculator produced, never personal data.
 */
export const CALCULATORS = ["vehicle-finance", "affordability", "personal-loan", "budget"] as const;
export type CalculatorKind = (typeof CALCULATORS)[number];

export const CALCULATION_QUERY_PARAMETER = "calculation";

/** Most figures any calculator shows; bounds the size of the parameter and of a stored lead. */
const MAX_FIGURES = 16;

export const calculationSummarySchema = z
  .object({
    calculator: z.enum(CALCULATORS),
    figures: z
      .record(
        z
          .string()
          .min(1)
          .max(40)
          .regex(/^[A-Za-z][A-Za-z0-9 ()%-]*$/),
        z.number().finite(),
      )
      .refine((figures) => Object.keys(figures).length <= MAX_FIGURES, { message: `at most ${MAX_FIGURES} figures` }),
  })
  .strict();

export type CalculationSummary = z.infer<typeof calculationSummarySchema>;

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
