import { isEffectivelyZero, monthlyRate, roundCents } from "./money";

export interface AffordabilityInput {
  /** What the visitor can pay each month, service fee included. */
  readonly monthlyInstalment: number;
  readonly deposit: number;
  readonly annualRatePercent: number;
  readonly termMonths: number;
  /** Balloon as a percentage of the purchase price. */
  readonly balloonPercent: number;
  readonly initiationFee: number;
  readonly initiationFeeFinanced: boolean;
  readonly monthlyServiceFee: number;
}

export interface AffordabilityResult {
  /** The most expensive vehicle the instalment pays for. */
  readonly purchasePrice: number;
  readonly amountFinanced: number;
  readonly balloonAmount: number;
}

/**
 * "How much vehicle can I afford": the vehicle finance formula solved for the price. With g = (1+r)^n,
 * b the balloon fraction, D the deposit and F the financed fee, the repayment R satisfies
 * R·(g−1)/r = price·(g − b) − (D − F)·g, so price = (R·(g−1)/r + (D − F)·g) / (g − b);
 * at 0% interest, price = (R·n + D − F) / (1 − b).
 */
export function affordablePrice(input: AffordabilityInput): AffordabilityResult {
  if (input.termMonths < 1 || !Number.isInteger(input.termMonths))
    throw new RangeError("The term must be a whole number of months");
  const repayment = Math.max(0, input.monthlyInstalment - input.monthlyServiceFee);
  const fee = input.initiationFeeFinanced ? input.initiationFee : 0;
  const balloon = input.balloonPercent / 100;
  const rate = monthlyRate(input.annualRatePercent);
  const n = input.termMonths;
  let price: number;
  if (isEffectivelyZero(rate)) {
    price = (repayment * n + input.deposit - fee) / (1 - balloon);
  } else {
    const growthLessOne = Math.expm1(n * Math.log1p(rate));
    const growth = growthLessOne + 1;
    price = ((repayment * growthLessOne) / rate + (input.deposit - fee) * growth) / (growth - balloon);
  }
  price = Math.max(price, 0);
  return {
    purchasePrice: roundCents(price),
    amountFinanced: roundCents(Math.max(price - input.deposit + fee, 0)),
    balloonAmount: roundCents(price * balloon),
  };
}

export type AffordabilityField =
  "monthlyInstalment" | "deposit" | "annualRatePercent" | "termMonths" | "balloonPercent";
export type AffordabilityErrors = Partial<Record<AffordabilityField, string>>;

/** Affordability inputs share the vehicle calculator's limits on rate, term and balloon. */
export const AFFORDABILITY_LIMITS = {
  instalmentMin: 500,
  instalmentMax: 250_000,
  rateMaxPercent: 30,
  termMinMonths: 12,
  termMaxMonths: 96,
  balloonMaxPercent: 40,
} as const;

const below = (min: number) => `The value of this field cannot be less than ${min}`;
const above = (max: number) => `The value of this field cannot be more than ${max}`;

/** Field messages for input the affordability calculator cannot work with; an empty object means it can. */
export function validateAffordability(input: AffordabilityInput): AffordabilityErrors {
  const limits = AFFORDABILITY_LIMITS;
  const errors: AffordabilityErrors = {};
  if (!Number.isFinite(input.monthlyInstalment)) errors.monthlyInstalment = "This is not a number";
  else if (input.monthlyInstalment < limits.instalmentMin) errors.monthlyInstalment = below(limits.instalmentMin);
  else if (input.monthlyInstalment > limits.instalmentMax) errors.monthlyInstalment = above(limits.instalmentMax);
  else if (input.monthlyInstalment <= input.monthlyServiceFee) {
    errors.monthlyInstalment = `The instalment must be more than the monthly service fee`;
  }
  if (!Number.isFinite(input.deposit)) errors.deposit = "This is not a number";
  else if (input.deposit < 0) errors.deposit = below(0);
  if (!Number.isFinite(input.annualRatePercent)) errors.annualRatePercent = "This is not a number";
  else if (input.annualRatePercent < 0) errors.annualRatePercent = below(0);
  else if (input.annualRatePercent > limits.rateMaxPercent) errors.annualRatePercent = above(limits.rateMaxPercent);
  if (!Number.isInteger(input.termMonths)) errors.termMonths = "This is not a number";
  else if (input.termMonths < limits.termMinMonths) errors.termMonths = below(limits.termMinMonths);
  else if (input.termMonths > limits.termMaxMonths) errors.termMonths = above(limits.termMaxMonths);
  if (!Number.isFinite(input.balloonPercent)) errors.balloonPercent = "This is not a number";
  else if (input.balloonPercent < 0) errors.balloonPercent = below(0);
  else if (input.balloonPercent > limits.balloonMaxPercent) errors.balloonPercent = above(limits.balloonMaxPercent);
  return errors;
}
