import { belowMessage, RATE_ABOVE_ZERO_MESSAGE } from "./field-limits";
import { formatRand } from "~/lib/format/currency";
import {
  AGREEMENT_CAPS,
  interestRateCapMessage,
  maximumInitiationFee,
  maximumInterestRate,
  maximumMonthlyServiceFee,
  withVat,
} from "./credit-regulations";
import { fromCents, levelPayment, monthlyRate, toCents } from "./money";

/** Vehicle and asset finance is an instalment agreement under the National Credit Act. */
export const VEHICLE_FINANCE_AGREEMENT = "instalment-agreement" as const;

/** Limits of the vehicle instalment calculator; the rate limit is the legal maximum for the agreement. */
export const VEHICLE_FINANCE_LIMITS = {
  priceMin: 10_000,
  priceMax: 10_000_000,
  termMinMonths: 12,
  termMaxMonths: 96,
  balloonMaxPercent: 40,
  rateMaxPercent: maximumInterestRate(VEHICLE_FINANCE_AGREEMENT),
} as const;

/**
 * The legal maximum fees of an instalment agreement, including VAT (R1 207.50 and R69.00): the initiation
 * fee of any agreement of R9 850 or more, and every agreement's monthly service fee. A smaller agreement
 * pays a smaller initiation fee; vehicleFinanceFees gives the fees for an amount.
 */
export const DEFAULT_INITIATION_FEE = withVat(AGREEMENT_CAPS[VEHICLE_FINANCE_AGREEMENT].initiationFee.ceiling);
export const DEFAULT_MONTHLY_SERVICE_FEE = maximumMonthlyServiceFee(VEHICLE_FINANCE_AGREEMENT);

/** The fees of an instalment agreement for a vehicle at this price and deposit: the legal maximum for the amount. */
export function vehicleFinanceFees(
  purchasePrice: number,
  deposit: number,
): { readonly initiationFee: number; readonly monthlyServiceFee: number } {
  return {
    initiationFee: maximumInitiationFee(Math.max(purchasePrice - deposit, 0), VEHICLE_FINANCE_AGREEMENT),
    monthlyServiceFee: DEFAULT_MONTHLY_SERVICE_FEE,
  };
}

/**
 * The example the vehicle calculators start from and the product pages quote: a R350 000 vehicle, a R35 000
 * deposit, 72 months at 13.25% a year, no balloon. An example, never an offer: a customer's rate depends on
 * their credit profile.
 */
export const VEHICLE_FINANCE_EXAMPLE = {
  purchasePrice: 350_000,
  deposit: 35_000,
  annualRatePercent: 13.25,
  termMonths: 72,
  balloonPercent: 0,
} as const;

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
  readonly initiationFee: number;
  readonly monthlyServiceFee: number;
  /** Repayment of capital and interest each month, rounded to the cent. */
  readonly monthlyRepayment: number;
  /** What the customer pays each month: repayment plus service fee. */
  readonly monthlyInstalment: number;
  /**
   * The last instalment (the balloon apart): its repayment settles the balance to the cent, so it differs
   * from the others by the few cents the rounding of the others left over.
   */
  readonly finalInstalment: number;
  readonly balloonAmount: number;
  /** The interest of every month, each rounded to the cent. */
  readonly totalInterest: number;
  /** Every month's service fee. */
  readonly totalServiceFees: number;
  /** Initiation fee plus every month's service fee. */
  readonly totalFees: number;
  /**
   * Everything paid above the amount borrowed (price less deposit): interest, initiation fee and service
   * fees. Insurance (credit life, the vehicle's own cover) is not in it: it is arranged and paid apart.
   */
  readonly costOfCredit: number;
  /**
   * Everything paid after the deposit: the sum of the instalments as rounded to the cent, the balloon, and
   * an up-front initiation fee.
   */
  readonly totalRepayable: number;
}

export type VehicleFinanceField = keyof Pick<
  VehicleFinanceInput,
  "purchasePrice" | "deposit" | "annualRatePercent" | "termMonths" | "balloonPercent"
>;

export type VehicleFinanceErrors = Partial<Record<VehicleFinanceField, string>>;

/** A whole rand amount as the §8 price messages write it ("R 10 000"). */
const rands = (amount: number) => formatRand(amount).replace(/\.00$/, "");

/** Field messages (§8) for input the calculator cannot work with; an empty object means it can. */
export function validateVehicleFinance(input: VehicleFinanceInput): VehicleFinanceErrors {
  const { priceMin, priceMax, termMinMonths, termMaxMonths, balloonMaxPercent, rateMaxPercent } =
    VEHICLE_FINANCE_LIMITS;
  const errors: VehicleFinanceErrors = {};
  if (!Number.isFinite(input.purchasePrice)) errors.purchasePrice = "This is not a number";
  else if (input.purchasePrice < priceMin) errors.purchasePrice = `Price cannot be less than ${rands(priceMin)}`;
  else if (input.purchasePrice > priceMax) errors.purchasePrice = `Price cannot be more than ${rands(priceMax)}`;

  if (!Number.isFinite(input.deposit)) errors.deposit = "This is not a number";
  else if (input.deposit < 0) errors.deposit = belowMessage(rands(0));
  else if (Number.isFinite(input.purchasePrice) && input.deposit > input.purchasePrice) {
    errors.deposit = "Deposit cannot be more than purchase price";
  } else if (Number.isFinite(input.purchasePrice) && input.deposit === input.purchasePrice) {
    errors.deposit = "The deposit pays the whole price, so there is nothing to finance";
  }

  if (!Number.isFinite(input.annualRatePercent)) errors.annualRatePercent = "This is not a number";
  else if (input.annualRatePercent <= 0) errors.annualRatePercent = RATE_ABOVE_ZERO_MESSAGE;
  else if (input.annualRatePercent > rateMaxPercent) {
    errors.annualRatePercent = interestRateCapMessage(input.annualRatePercent, VEHICLE_FINANCE_AGREEMENT);
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
 * Vehicle finance instalment: an annuity on the amount financed less the present value of the
 * balloon, PMT = (P·(1+r)^n − B)·r / ((1+r)^n − 1) with r = annual rate / 12 and B = balloon % of the price;
 * at 0% interest PMT = (P − B) / n. Input the validation refuses, and fees above the legal maximum for the
 * amount financed (see vehicleFinanceFees), throw; vehicleFinanceFigures does the sums.
 */
export function calculateVehicleFinance(input: VehicleFinanceInput): VehicleFinanceResult {
  const errors = validateVehicleFinance(input);
  const first = Object.values(errors)[0];
  if (first) throw new RangeError(first);
  const caps = vehicleFinanceFees(input.purchasePrice, input.deposit);
  if (input.initiationFee > caps.initiationFee)
    throw new RangeError(
      `An initiation fee of ${input.initiationFee} is above the legal maximum of ${caps.initiationFee}`,
    );
  if (input.monthlyServiceFee > caps.monthlyServiceFee)
    throw new RangeError(
      `A monthly service fee of ${input.monthlyServiceFee} is above the legal maximum of ${caps.monthlyServiceFee}`,
    );
  return vehicleFinanceFigures(input);
}

/**
 * The figures of an instalment agreement, as a statement would have them: the level repayment is rounded
 * to the cent; month by month the interest on the balance is rounded to the cent; the last repayment is
 * whatever leaves exactly the balloon owing (a few cents off the others), and the balloon, rounded to the
 * cent, is paid with it. Every total is the sum of those rounded payments, so total repayable = the
 * instalments + the balloon + an up-front initiation fee, and cost of credit = interest + initiation fee +
 * service fees, to the cent. For input already checked (calculateVehicleFinance, affordablePrice).
 */
export function vehicleFinanceFigures(input: VehicleFinanceInput): VehicleFinanceResult {
  const n = input.termMonths;
  const rate = monthlyRate(input.annualRatePercent);
  const borrowedCents = toCents(input.purchasePrice) - toCents(input.deposit);
  const feeCents = toCents(input.initiationFee);
  const financedCents = borrowedCents + (input.initiationFeeFinanced ? feeCents : 0);
  const balloonCents = toCents((input.purchasePrice * input.balloonPercent) / 100);
  const serviceCents = toCents(input.monthlyServiceFee);
  const repaymentCents = toCents(levelPayment(fromCents(financedCents), fromCents(balloonCents), rate, n));
  let balanceCents = financedCents;
  let interestCents = 0;
  let lastRepaymentCents = repaymentCents;
  for (let month = 1; month <= n; month += 1) {
    const monthInterest = Math.round(balanceCents * rate);
    interestCents += monthInterest;
    // The last repayment leaves exactly the balloon owing, which is paid with it.
    if (month === n) lastRepaymentCents = balanceCents + monthInterest - balloonCents;
    balanceCents += monthInterest - (month === n ? lastRepaymentCents : repaymentCents);
  }
  const upfrontCents = input.initiationFeeFinanced ? 0 : feeCents;
  const totalRepayableCents =
    repaymentCents * (n - 1) + lastRepaymentCents + serviceCents * n + balloonCents + upfrontCents;
  return {
    amountFinanced: fromCents(financedCents),
    initiationFee: fromCents(feeCents),
    monthlyServiceFee: fromCents(serviceCents),
    monthlyRepayment: fromCents(repaymentCents),
    monthlyInstalment: fromCents(repaymentCents + serviceCents),
    finalInstalment: fromCents(lastRepaymentCents + serviceCents),
    balloonAmount: fromCents(balloonCents),
    totalInterest: fromCents(interestCents),
    totalServiceFees: fromCents(serviceCents * n),
    totalFees: fromCents(feeCents + serviceCents * n),
    costOfCredit: fromCents(totalRepayableCents - borrowedCents),
    totalRepayable: fromCents(totalRepayableCents),
  };
}

/** The figures of VEHICLE_FINANCE_EXAMPLE, with the legal maximum fees for its amount, the initiation fee financed. */
export function vehicleFinanceExample(): VehicleFinanceResult {
  const { purchasePrice, deposit } = VEHICLE_FINANCE_EXAMPLE;
  return calculateVehicleFinance({
    ...VEHICLE_FINANCE_EXAMPLE,
    ...vehicleFinanceFees(purchasePrice, deposit),
    initiationFeeFinanced: true,
  });
}
