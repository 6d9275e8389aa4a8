import { z } from "~/lib/validation/zod";

/** The cash-power (personal loan) parameters of §3, with the service's field names. */
export const cashPowerParametersSchema = z
  .strictObject({
    cpTermMin: z.number().int().min(1).max(120),
    cpTermMax: z.number().int().min(1).max(120),
    cpInterestMin: z.number().min(0).max(60),
    cpInterestMax: z.number().min(0).max(60),
    /** When the rates were last updated, e.g. "July 2025". */
    cpDateUpdated: z.string().trim().min(1).max(40),
    cpExampleRate: z.number().min(0).max(60),
    cpExampleTerm: z.number().int().min(1).max(120),
    initiationFeeInclVat: z.number().min(0).max(100_000),
    adminFeeInclVat: z.number().min(0).max(10_000),
    cpExampleLoan: z.number().positive().max(10_000_000),
    cpExampleCost: z.number().positive().max(100_000_000),
  })
  .refine((value) => value.cpTermMin <= value.cpTermMax, {
    path: ["cpTermMax"],
    message: "cpTermMax must not be less than cpTermMin",
  })
  .refine((value) => value.cpInterestMin <= value.cpInterestMax, {
    path: ["cpInterestMax"],
    message: "cpInterestMax must not be less than cpInterestMin",
  });
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
