import { z } from "~/lib/validation/zod";
import type { AffordabilityCheckInput } from "./affordability-check";

/**
 * The figures of the affordability check as the API and the application's "what you spend" step read
 * them. Each field failing a rule carries the rule's code as its message, which the API names in its 422:
 * "required", "invalid" (not a number), "min", "max", "cents" (finer than a cent), and "aboveGross" (a net
 * income above the gross income).
 */

/** Above any monthly figure a private buyer declares; it keeps the sums far inside exact whole cents. */
export const AFFORDABILITY_CHECK_MAX_AMOUNT = 10_000_000;

/** A rand amount per month: a number of at most two decimals from `min` to the maximum. */
function monthlyAmount(min: number) {
  return z.number().check((ctx) => {
    const value = ctx.value;
    const code =
      value < min
        ? "min"
        : value > AFFORDABILITY_CHECK_MAX_AMOUNT
          ? "max"
          : Math.abs(value * 100 - Math.round(value * 100)) > 1e-6
            ? "cents"
            : undefined;
    if (code !== undefined) ctx.issues.push({ code: "custom", message: code, input: value });
  });
}

export const affordabilityCheckSchema = z
  .strictObject({
    grossMonthlyIncome: monthlyAmount(0.01),
    netMonthlyIncome: monthlyAmount(0.01),
    declaredLivingExpenses: monthlyAmount(0),
    debtRepayments: monthlyAmount(0),
    instalment: monthlyAmount(0.01),
  })
  .check((ctx) => {
    if (ctx.value.netMonthlyIncome > ctx.value.grossMonthlyIncome)
      ctx.issues.push({ code: "custom", message: "aboveGross", path: ["netMonthlyIncome"], input: ctx.value });
  }) satisfies z.ZodType<AffordabilityCheckInput>;
