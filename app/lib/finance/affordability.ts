import { interestRateCapMessage } from "./credit-regulations";
import { aboveMessage, belowMessage, RATE_ABOVE_ZERO_MESSAGE, wholeRands } from "./field-limits";
import { isEffectivelyZero, monthlyRate } from "./money";
import {
  VEHICLE_FINANCE_AGREEMENT,
  VEHICLE_FINANCE_LIMITS,
  vehicleFinanceFees,
  vehicleFinanceFigures,
} from "./vehicle-finance";

export interface AffordabilityInput {
  /** What the visitor can pay each month, service fee included. */
  readonly monthlyInstalment: number;
  readonly deposit: number;
  readonly annualRatePercent: number;
  readonly termMonths: number;
  /** Balloon as a percentage of the purchase price. */
  readonly balloonPercent: number;
  /** The initiation fee is added to the amount financed (true) or paid up front (false). */
  readonly initiationFeeFinanced: boolean;
}

/** The vehicle the instalment pays for, with the cost of its credit in the Act's words. */
export interface AffordabilityResult {
  /** The most expensive vehicle the instalment pays for. */
  readonly purchasePrice: number;
  readonly amountFinanced: number;
  readonly balloonAmount: number;
  /** The legal maximum initiation fee for the amount borrowed, including VAT. */
  readonly initiationFee: number;
  readonly monthlyServiceFee: number;
  /** The instalment this price gives, rounded to the cent: the one asked for, or a cent under it. */
  readonly monthlyInstalment: number;
  /** The last instalment, whose repayment settles the balance to the cent (see vehicleFinanceFigures). */
  readonly finalInstalment: number;
  readonly totalInterest: number;
  readonly totalServiceFees: number;
  /** Everything paid above the amount borrowed (price less deposit); insurance is not in it. */
  readonly costOfCredit: number;
  /** Everything paid after the deposit: the rounded instalments, the balloon, and an up-front initiation fee. */
  readonly totalRepayable: number;
}

/**
 * The vehicle finance formula solved for the price, with g = (1+r)^n, b the balloon fraction, D the
 * deposit and F the financed fee: the repayment R satisfies R·(g−1)/r = price·(g − b) − (D − F)·g, so
 * price = (R·(g−1)/r + (D − F)·g) / (g − b); at 0% interest, price = (R·n + D − F) / (1 − b).
 */
function priceFor(input: AffordabilityInput, repayment: number, financedFee: number): number {
  const balloon = input.balloonPercent / 100;
  const rate = monthlyRate(input.annualRatePercent);
  const n = input.termMonths;
  if (isEffectivelyZero(rate)) return (repayment * n + input.deposit - financedFee) / (1 - balloon);
  const growthLessOne = Math.expm1(n * Math.log1p(rate));
  const growth = growthLessOne + 1;
  return ((repayment * growthLessOne) / rate + (input.deposit - financedFee) * growth) / (growth - balloon);
}

/**
 * "How much vehicle can I afford": the price whose instalment, with the legal maximum fees for the amount
 * borrowed, is the one given. The initiation fee depends on the amount borrowed, which depends on the
 * price, so the price is found by repeating the calculation with the fee of the last price; the fee grows
 * by at most 11.5c per rand borrowed, so each round narrows the gap and a few rounds settle it to the cent.
 */
export function affordablePrice(input: AffordabilityInput): AffordabilityResult {
  if (input.termMonths < 1 || !Number.isInteger(input.termMonths))
    throw new RangeError("The term must be a whole number of months");
  const { monthlyServiceFee } = vehicleFinanceFees(Number.MAX_SAFE_INTEGER, 0);
  const repayment = Math.max(0, input.monthlyInstalment - monthlyServiceFee);
  let initiationFee = vehicleFinanceFees(Number.MAX_SAFE_INTEGER, 0).initiationFee;
  let price = 0;
  for (let round = 0; round < 50; round += 1) {
    price = Math.max(priceFor(input, repayment, input.initiationFeeFinanced ? initiationFee : 0), input.deposit);
    const fee = vehicleFinanceFees(price, input.deposit).initiationFee;
    if (Math.abs(fee - initiationFee) < 0.001) break;
    initiationFee = fee;
  }
  // The price to the cent below, so that its instalment is never above the one asked for; its figures are
  // the vehicle calculator's, so the two calculators agree on the same vehicle to the cent.
  const purchasePrice = Math.floor(price * 100 + 1e-6) / 100;
  const figures = vehicleFinanceFigures({
    purchasePrice,
    deposit: input.deposit,
    annualRatePercent: input.annualRatePercent,
    termMonths: input.termMonths,
    balloonPercent: input.balloonPercent,
    initiationFee: vehicleFinanceFees(purchasePrice, input.deposit).initiationFee,
    initiationFeeFinanced: input.initiationFeeFinanced,
    monthlyServiceFee,
  });
  return {
    purchasePrice,
    amountFinanced: figures.amountFinanced,
    balloonAmount: figures.balloonAmount,
    initiationFee: figures.initiationFee,
    monthlyServiceFee: figures.monthlyServiceFee,
    monthlyInstalment: figures.monthlyInstalment,
    finalInstalment: figures.finalInstalment,
    totalInterest: figures.totalInterest,
    totalServiceFees: figures.totalServiceFees,
    costOfCredit: figures.costOfCredit,
    totalRepayable: figures.totalRepayable,
  };
}

export type AffordabilityField =
  "monthlyInstalment" | "deposit" | "annualRatePercent" | "termMonths" | "balloonPercent";
export type AffordabilityErrors = Partial<Record<AffordabilityField, string>>;

/**
 * Affordability inputs share the vehicle calculator's limits on rate (the legal maximum for an instalment
 * agreement), term and balloon; the deposit is at most the largest price the vehicle calculator finances.
 */
export const AFFORDABILITY_LIMITS = {
  instalmentMin: 500,
  instalmentMax: 250_000,
  depositMax: VEHICLE_FINANCE_LIMITS.priceMax,
  rateMaxPercent: VEHICLE_FINANCE_LIMITS.rateMaxPercent,
  termMinMonths: VEHICLE_FINANCE_LIMITS.termMinMonths,
  termMaxMonths: VEHICLE_FINANCE_LIMITS.termMaxMonths,
  balloonMaxPercent: VEHICLE_FINANCE_LIMITS.balloonMaxPercent,
} as const;

const below = (min: number) => belowMessage(min);
const above = (max: number) => aboveMessage(max);

/** Field messages for input the affordability calculator cannot work with; an empty object means it can. */
export function validateAffordability(input: AffordabilityInput): AffordabilityErrors {
  const limits = AFFORDABILITY_LIMITS;
  const { monthlyServiceFee } = vehicleFinanceFees(Number.MAX_SAFE_INTEGER, 0);
  const errors: AffordabilityErrors = {};
  if (!Number.isFinite(input.monthlyInstalment)) errors.monthlyInstalment = "This is not a number";
  else if (input.monthlyInstalment < limits.instalmentMin)
    errors.monthlyInstalment = belowMessage(wholeRands(limits.instalmentMin));
  else if (input.monthlyInstalment > limits.instalmentMax)
    errors.monthlyInstalment = aboveMessage(wholeRands(limits.instalmentMax));
  else if (input.monthlyInstalment <= monthlyServiceFee) {
    errors.monthlyInstalment = "The instalment must be more than the monthly service fee";
  }
  if (!Number.isFinite(input.deposit)) errors.deposit = "This is not a number";
  else if (input.deposit < 0) errors.deposit = belowMessage(wholeRands(0));
  else if (input.deposit > limits.depositMax) errors.deposit = aboveMessage(wholeRands(limits.depositMax));
  if (!Number.isFinite(input.annualRatePercent)) errors.annualRatePercent = "This is not a number";
  else if (input.annualRatePercent <= 0) errors.annualRatePercent = RATE_ABOVE_ZERO_MESSAGE;
  else if (input.annualRatePercent > limits.rateMaxPercent) {
    errors.annualRatePercent = interestRateCapMessage(input.annualRatePercent, VEHICLE_FINANCE_AGREEMENT);
  }
  if (!Number.isInteger(input.termMonths)) errors.termMonths = "This is not a number";
  else if (input.termMonths < limits.termMinMonths) errors.termMonths = below(limits.termMinMonths);
  else if (input.termMonths > limits.termMaxMonths) errors.termMonths = above(limits.termMaxMonths);
  if (!Number.isFinite(input.balloonPercent)) errors.balloonPercent = "This is not a number";
  else if (input.balloonPercent < 0) errors.balloonPercent = below(0);
  else if (input.balloonPercent > limits.balloonMaxPercent) errors.balloonPercent = above(limits.balloonMaxPercent);
  return errors;
}
