import { aboveMessage, belowMessage, wholeRands } from "./field-limits";
import {
  interestRateCapMessage,
  maximumInitiationFee,
  maximumMonthlyServiceFee,
  maximumInterestRate,
} from "./credit-regulations";
import { levelPayment, monthlyRate, roundCents } from "./money";

/** A personal loan is an unsecured credit transaction under the National Credit Act. */
export const PERSONAL_LOAN_AGREEMENT = "unsecured-credit-transaction" as const;

/** Cash-power parameters (§3) with the field names of the navigation service. */
export interface CashPowerParameters {
  readonly cpTermMin: number;
  readonly cpTermMax: number;
  readonly cpInterestMin: number;
  readonly cpInterestMax: number;
  /** When the rates were last updated, e.g. "July 2025". */
  readonly cpDateUpdated: string;
  readonly cpExampleRate: number;
  readonly cpExampleTerm: number;
  /** The initiation fee, including VAT, a loan large enough to reach the legal ceiling pays. */
  readonly initiationFeeInclVat: number;
  readonly adminFeeInclVat: number;
  readonly cpExampleLoan: number;
  /** The representative example's total repayable (the service's name for it says "cost"). */
  readonly cpExampleCost: number;
}

/**
 * The interest rates a personal loan is offered at, a year: from the parameters' minimum up to their maximum
 * or the National Credit Act's maximum at today's repo rate, whichever is lower. Parameters are dated and
 * may have been set under an earlier, higher repo rate; the legal cap always wins.
 */
export function offeredRateRange(parameters: Pick<CashPowerParameters, "cpInterestMin" | "cpInterestMax">): {
  readonly min: number;
  readonly max: number;
} {
  return {
    min: parameters.cpInterestMin,
    max: Math.min(parameters.cpInterestMax, maximumInterestRate(PERSONAL_LOAN_AGREEMENT)),
  };
}

/** Credit life insurance on a personal loan: R3.50 a month per R1 000 of the amount financed. */
export const CREDIT_LIFE_PER_THOUSAND = 3.5;

export const PERSONAL_LOAN_LIMITS = { amountMin: 2_000, amountMax: 350_000 } as const;

export interface PersonalLoanInput {
  readonly loanAmount: number;
  readonly termMonths: number;
  readonly annualRatePercent: number;
  /** Initiation fee including VAT; it is financed with the loan. */
  readonly initiationFee: number;
  /** Monthly service (admin) fee including VAT. */
  readonly monthlyServiceFee: number;
}

/**
 * Every part of a personal loan's cost, in the National Credit Act's words. The parts of the cost of
 * credit (interest, initiation fee, service fees, credit life) add up to it, give or take a cent of
 * rounding; each figure is rounded from unrounded values, as a statement would be.
 */
export interface PersonalLoanResult {
  readonly loanAmount: number;
  readonly initiationFee: number;
  /** Loan plus the financed initiation fee. */
  readonly amountFinanced: number;
  readonly monthlyRepayment: number;
  readonly monthlyServiceFee: number;
  readonly monthlyCreditLife: number;
  /** Repayment, service fee and credit life: what leaves the account each month. */
  readonly monthlyInstalment: number;
  readonly totalInterest: number;
  readonly totalServiceFees: number;
  readonly totalCreditLife: number;
  /** Everything paid above the amount borrowed. */
  readonly costOfCredit: number;
  /** Every instalment over the term. */
  readonly totalRepayable: number;
}

/**
 * The fees a loan of this amount carries: the parameters' fees, but never more than the Act allows for
 * the amount (a small loan pays a smaller initiation fee).
 */
export function personalLoanFees(
  loanAmount: number,
  parameters: Pick<CashPowerParameters, "initiationFeeInclVat" | "adminFeeInclVat">,
): { readonly initiationFee: number; readonly monthlyServiceFee: number } {
  return {
    initiationFee: Math.min(parameters.initiationFeeInclVat, maximumInitiationFee(loanAmount, PERSONAL_LOAN_AGREEMENT)),
    monthlyServiceFee: Math.min(parameters.adminFeeInclVat, maximumMonthlyServiceFee(PERSONAL_LOAN_AGREEMENT)),
  };
}

export type PersonalLoanField = "loanAmount" | "termMonths" | "annualRatePercent";
export type PersonalLoanErrors = Partial<Record<PersonalLoanField, string>>;

/**
 * Field messages for input outside the product's limits (the term and rate limits come from the
 * parameters) or above the legal maximum interest rate.
 */
export function validatePersonalLoan(input: PersonalLoanInput, parameters: CashPowerParameters): PersonalLoanErrors {
  const errors: PersonalLoanErrors = {};
  if (!Number.isFinite(input.loanAmount)) errors.loanAmount = "This is not a number";
  else if (input.loanAmount < PERSONAL_LOAN_LIMITS.amountMin) {
    errors.loanAmount = belowMessage(wholeRands(PERSONAL_LOAN_LIMITS.amountMin));
  } else if (input.loanAmount > PERSONAL_LOAN_LIMITS.amountMax) {
    errors.loanAmount = aboveMessage(wholeRands(PERSONAL_LOAN_LIMITS.amountMax));
  }
  if (!Number.isInteger(input.termMonths)) errors.termMonths = "This is not a number";
  else if (input.termMonths < parameters.cpTermMin)
    errors.termMonths = `The value of this field cannot be less than ${parameters.cpTermMin}`;
  else if (input.termMonths > parameters.cpTermMax)
    errors.termMonths = `The value of this field cannot be more than ${parameters.cpTermMax}`;
  if (!Number.isFinite(input.annualRatePercent)) errors.annualRatePercent = "This is not a number";
  else if (input.annualRatePercent < parameters.cpInterestMin) {
    errors.annualRatePercent = `The value of this field cannot be less than ${parameters.cpInterestMin}`;
  } else {
    const legal = interestRateCapMessage(input.annualRatePercent, PERSONAL_LOAN_AGREEMENT);
    if (legal) errors.annualRatePercent = legal;
    else if (input.annualRatePercent > parameters.cpInterestMax) {
      errors.annualRatePercent = `The value of this field cannot be more than ${parameters.cpInterestMax}`;
    }
  }
  return errors;
}

/**
 * Cost of a personal loan: the initiation fee is financed with the loan, so the amount financed is loan +
 * fee; each month the customer pays the level repayment on it, the monthly service fee and credit life at
 * R3.50 per R1 000 financed. Total repayable = term × that instalment; cost of credit = total repayable −
 * loan. With the §9 representative example (R60 000, 72 months, 24.50%, R1 207.50, R69.00) the total
 * repayable is R137 754.32 and the cost of credit R77 754.32. Fees above the legal maximum for the loan are
 * a caller's mistake and throw.
 */
export function calculatePersonalLoan(input: PersonalLoanInput): PersonalLoanResult {
  if (input.termMonths < 1 || !Number.isInteger(input.termMonths))
    throw new RangeError("The term must be a whole number of months");
  if (input.annualRatePercent > maximumInterestRate(PERSONAL_LOAN_AGREEMENT))
    throw new RangeError(interestRateCapMessage(input.annualRatePercent, PERSONAL_LOAN_AGREEMENT));
  const feeCap = maximumInitiationFee(input.loanAmount, PERSONAL_LOAN_AGREEMENT);
  if (input.initiationFee > feeCap)
    throw new RangeError(`An initiation fee of ${input.initiationFee} is above the legal maximum of ${feeCap}`);
  const serviceCap = maximumMonthlyServiceFee(PERSONAL_LOAN_AGREEMENT);
  if (input.monthlyServiceFee > serviceCap)
    throw new RangeError(
      `A monthly service fee of ${input.monthlyServiceFee} is above the legal maximum of ${serviceCap}`,
    );

  const n = input.termMonths;
  const amountFinanced = input.loanAmount + input.initiationFee;
  const repayment = levelPayment(amountFinanced, 0, monthlyRate(input.annualRatePercent), n);
  const creditLife = (amountFinanced / 1000) * CREDIT_LIFE_PER_THOUSAND;
  const monthly = repayment + input.monthlyServiceFee + creditLife;
  const totalRepayable = monthly * n;
  return {
    loanAmount: roundCents(input.loanAmount),
    initiationFee: roundCents(input.initiationFee),
    amountFinanced: roundCents(amountFinanced),
    monthlyRepayment: roundCents(repayment),
    monthlyServiceFee: roundCents(input.monthlyServiceFee),
    monthlyCreditLife: roundCents(creditLife),
    monthlyInstalment: roundCents(monthly),
    totalInterest: roundCents(repayment * n - amountFinanced),
    totalServiceFees: roundCents(input.monthlyServiceFee * n),
    totalCreditLife: roundCents(creditLife * n),
    costOfCredit: roundCents(totalRepayable - input.loanAmount),
    totalRepayable: roundCents(totalRepayable),
  };
}

/** A loan worked out with the parameters' fees, held to the legal maximum for its amount. */
export function calculatePersonalLoanWith(
  loan: Pick<PersonalLoanInput, "loanAmount" | "termMonths" | "annualRatePercent">,
  parameters: CashPowerParameters,
): PersonalLoanResult {
  return calculatePersonalLoan({ ...loan, ...personalLoanFees(loan.loanAmount, parameters) });
}

/** The representative example of a set of parameters, computed (never copied) from the same function. */
export function representativeExample(parameters: CashPowerParameters): PersonalLoanResult {
  return calculatePersonalLoanWith(
    {
      loanAmount: parameters.cpExampleLoan,
      termMonths: parameters.cpExampleTerm,
      annualRatePercent: parameters.cpExampleRate,
    },
    parameters,
  );
}
