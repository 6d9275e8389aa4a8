import * as z from "zod/mini";
import { representativeExample, type CashPowerParameters } from "~/lib/finance/personal-loan";

const whole = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));
const between = (min: number, max: number) => z.number().check(z.minimum(min), z.maximum(max));
const positiveUpTo = (max: number) => z.number().check(z.positive(), z.maximum(max));

/**
 * The cash-power (personal loan) parameters of §3, with the service's field names. Built with zod/mini (no
 * compiled parsers, so no Content-Security-Policy exception; functions a bundler leaves out when unused):
 * the personal loan calculator checks what the service answers in the browser, and the full zod library
 * would more than double that page's own JavaScript. The server checks what an editor publishes with it too.
 */
export const cashPowerParametersSchema = z
  .strictObject({
    cpTermMin: whole(1, 120),
    cpTermMax: whole(1, 120),
    cpInterestMin: between(0, 60),
    cpInterestMax: between(0, 60),
    /** When the rates were last updated, e.g. "July 2025". */
    cpDateUpdated: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
    cpExampleRate: between(0, 60),
    cpExampleTerm: whole(1, 120),
    initiationFeeInclVat: between(0, 100_000),
    adminFeeInclVat: between(0, 10_000),
    cpExampleLoan: positiveUpTo(10_000_000),
    cpExampleCost: positiveUpTo(100_000_000),
  })
  .check(
    z.refine((value) => value.cpTermMin <= value.cpTermMax, {
      path: ["cpTermMax"],
      message: "cpTermMax must not be less than cpTermMin",
    }),
    z.refine((value) => value.cpInterestMin <= value.cpInterestMax, {
      path: ["cpInterestMax"],
      message: "cpInterestMax must not be less than cpInterestMin",
    }),
  );
export type CashPowerParametersValue = z.infer<typeof cashPowerParametersSchema>;

/** §9: the defaults stored with the site, used until the service answers. */
export const DEFAULT_CASH_POWER_PARAMETERS = {
  cpTermMin: 24,
  cpTermMax: 72,
  cpInterestMin: 18.0,
  cpInterestMax: 28.0,
  cpDateUpdated: "July 2025",
  cpExampleRate: 24.5,
  cpExampleTerm: 72,
  initiationFeeInclVat: 1207.5,
  adminFeeInclVat: 69.0,
  cpExampleLoan: 60_000.0,
  cpExampleCost: 137_754.32,
} as const satisfies CashPowerParametersValue;

/**
 * The parameters a page is rendered with: the live ones the server hands its render, or the defaults where
 * nothing is handed over (the Vite dev server).
 */
export function renderedCashPowerParameters(context: {
  readonly cashPowerParameters?: CashPowerParameters;
}): CashPowerParameters {
  return context.cashPowerParameters ?? DEFAULT_CASH_POWER_PARAMETERS;
}

/**
 * Parameters as published or answered, or undefined when they are not valid parameters, or when their
 * representative example is one the National Credit Act would not allow (a page states the example, so
 * such parameters cannot be shown): the caller then keeps the defaults.
 */
export function readCashPowerParameters(value: unknown): CashPowerParametersValue | undefined {
  const parsed = cashPowerParametersSchema.safeParse(value);
  if (!parsed.success) return undefined;
  try {
    representativeExample(parsed.data);
  } catch {
    return undefined;
  }
  return parsed.data;
}
