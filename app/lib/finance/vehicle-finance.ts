import { levelPayment, monthlyRate, roundCents } from "./money";

/** Limits of the vehicle instalment calculator. */
export const VEHICLE_FINANCE_LIMITS = {
  priceMin: 10_000,
  priceMax: 10_000_000,
  termMinMonths: 12,
  termMaxMonths: 96,
  balloonMaxPercent: 40,
  rateMaxPercent: 30,
} as const;

/** NCA fee caps for this kind of agreement, including VAT: the defaults the calculators start from. */
export const DEFAULT_INITIATION_FEE = 1207.5;
export const DEFAULT_MONTHLY_SERVICE_FEE = 69;

export interface VehicleFinanceInput {
  readonly purchasePrice: number;
  readonly deposit: number;
  /** Nominal annual interest rate in percent. */
  readonly annualRatePercent: number;
  readonly termMonths: number;
  /** Balloon as a percentage of the purchase price. */
  readonly balloonPercent: number;
  /** Once-off initiation fee, including VAT. */
  readonly initiationFee: number;
  /** Added to the amount financed (true) or paid up front (false). */
  readonly initiationFeeFinanced: boolean;
  /** Monthly service fee, including VAT. */
  readonly monthlyServiceFee: number;
}

export interface VehicleFinanceResult {
  /** Amount the agreement finances: price less deposit, plus the initiation fee when financed. */
  readonly amountFinanced: number;
  /** Repayment of capital and interest each month. */
  readonly monthlyRepayment: number;
  /** What the customer pays each month: repayment plus service fee. */
  readonly monthlyInstalment: number;
  readonly balloonAmount: number;
  readonly totalInterest: number;
  /** Initiation fee plus every month's service fee. */
  readonly totalFees: number;
  /** Everything paid after the deposit: instalments, the balloon, and an up-front initiation fee. */
  readonly totalRepayable: number;
}

export type VehicleFinanceField = keyof Pick<
  VehicleFinanceInput,
  "purchasePrice" | "deposit" | "annualRatePercent" | "termMonths" | "balloonPercent"
>;

export type VehicleFinanceErrors = Partial<Record<VehicleFinanceField, string>>;

const rands = (amount: number) => `R ${amount.toLocaleString("en-GB").replace(/,/g, " ")}`;

/** Field messages (§8) for input the calculator cannot work with; an empty object means it can. */
export function validateVehicleFinance(input: VehicleFinanceInput): VehicleFinanceErrors {
  const { priceMin, priceMax, termMinMonths, termMaxMonths, balloonMaxPercent, rateMaxPercent } =
    VEHICLE_FINANCE_LIMITS;
  const errors: VehicleFinanceErrors = {};
  if (!Number.isFinite(input.purchasePrice)) errors.purchasePrice = "This is not a number";
  else if (input.purchasePrice < priceMin) errors.purchasePrice = `Price cannot be less than ${rands(priceMin)}`;
  else if (input.purchasePrice > priceMax) errors.purchasePrice = `Price cannot be more than ${rands(priceMax)}`;

  if (!Number.isFinite(input.deposit)) errors.deposit = "This is not a number";
  else if (input.deposit < 0) errors.deposit = "The value of this field cannot be less than 0";
  else if (Number.isFinite(input.purchasePrice) && input.deposit > input.purchasePrice) {
    errors.deposit = "Deposit cannot be more than purchase price";
  }

  if (!Number.isFinite(input.annualRatePercent)) errors.annualRatePercent = "This is not a number";
  else if (input.annualRatePercent < 0) errors.annualRatePercent = "The value of this field cannot be less than 0";
  else if (input.annualRatePercent > rateMaxPercent) {
    errors.annualRatePercent = `The value of this field cannot be more than ${rateMaxPercent}`;
  }

  if (!Number.isInteger(input.termMonths)) errors.termMonths = "This is not a number";
  else if (input.termMonths < termMinMonths)
    errors.termMonths = `The value of this field cannot be less than ${termMinMonths}`;
  else if (input.termMonths > termMaxMonths)
    errors.termMonths = `The value of this field cannot be more than ${termMaxMonths}`;

  if (!Number.isFinite(input.balloonPercent)) errors.balloonPercent = "This is not a number";
  else if (input.balloonPercent < 0) errors.balloonPercent = "The value of this field cannot be less than 0";
  else if (input.balloonPercent > balloonMaxPercent) {
    errors.balloonPercent = `The value of this field cannot be more than ${balloonMaxPercent}`;
  } else if (!errors.purchasePrice && !errors.deposit) {
    const financed = input.purchasePrice - input.deposit + (input.initiationFeeFinanced ? input.initiationFee : 0);
    if ((input.purchasePrice * input.balloonPercent) / 100 > financed) {
      errors.balloonPercent = "Balloon cannot be more than the amount financed";
    }
  }
  return errors;
}

/**
 * Vehicle finance instalment (issue 6): an annuity on the amount financed less the present value of the
 * balloon, PMT = (P·(1+r)^n − B)·r / ((1+r)^n − 1) with r = annual rate / 12 and B = balloon % of the price;
 * at 0% interest PMT = (P − B) / n. Figures are rounded to cents for display; totals are computed from
 * unrounded values, as a statement would.
 */
export function calculateVehicleFinance(input: VehicleFinanceInput): VehicleFinanceResult {
  const errors = validateVehicleFinance(input);
  const first = Object.values(errors)[0];
  if (first) throw new RangeError(first);
  const feeFinanced = input.initiationFeeFinanced ? input.initiationFee : 0;
  const amountFinanced = input.purchasePrice - input.deposit + feeFinanced;
  const balloonAmount = (input.purchasePrice * input.balloonPercent) / 100;
  const repayment = levelPayment(amountFinanced, balloonAmount, monthlyRate(input.annualRatePercent), input.termMonths);
  const serviceFees = input.monthlyServiceFee * input.termMonths;
  const totalInterest = repayment * input.termMonths + balloonAmount - amountFinanced;
  const upfrontFee = input.initiationFeeFinanced ? 0 : input.initiationFee;
  return {
    amountFinanced: roundCents(amountFinanced),
    monthlyRepayment: roundCents(repayment),
    monthlyInstalment: roundCents(repayment + input.monthlyServiceFee),
    balloonAmount: roundCents(balloonAmount),
    totalInterest: roundCents(totalInterest),
    totalFees: roundCents(input.initiationFee + serviceFees),
    totalRepayable: roundCents(repayment * input.termMonths + balloonAmount + serviceFees + upfrontFee),
  };
}
