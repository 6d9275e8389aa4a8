import { levelPayment, monthlyRate, roundCents } from "./money";

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
  readonly initiationFeeInclVat: number;
  readonly adminFeeInclVat: number;
  readonly cpExampleLoan: number;
  readonly cpExampleCost: number;
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

export interface PersonalLoanResult {
  /** Loan plus the financed initiation fee. */
  readonly amountFinanced: number;
  readonly monthlyRepayment: number;
  readonly monthlyCreditLife: number;
  /** Repayment, service fee and credit life: what leaves the account each month. */
  readonly monthlyInstalment: number;
  readonly totalInterest: number;
  readonly totalCost: number;
}

export type PersonalLoanField = "loanAmount" | "termMonths" | "annualRatePercent";
export type PersonalLoanErrors = Partial<Record<PersonalLoanField, string>>;

/** Field messages for input outside the product's limits (the term and rate limits come from the parameters). */
export function validatePersonalLoan(input: PersonalLoanInput, parameters: CashPowerParameters): PersonalLoanErrors {
  const errors: PersonalLoanErrors = {};
  if (!Number.isFinite(input.loanAmount)) errors.loanAmount = "This is not a number";
  else if (input.loanAmount < PERSONAL_LOAN_LIMITS.amountMin) {
    errors.loanAmount = `The value of this field cannot be less than ${PERSONAL_LOAN_LIMITS.amountMin}`;
  } else if (input.loanAmount > PERSONAL_LOAN_LIMITS.amountMax) {
    errors.loanAmount = `The value of this field cannot be more than ${PERSONAL_LOAN_LIMITS.amountMax}`;
  }
  if (!Number.isInteger(input.termMonths)) errors.termMonths = "This is not a number";
  else if (input.termMonths < parameters.cpTermMin)
    errors.termMonths = `The value of this field cannot be less than ${parameters.cpTermMin}`;
  else if (input.termMonths > parameters.cpTermMax)
    errors.termMonths = `The value of this field cannot be more than ${parameters.cpTermMax}`;
  if (!Number.isFinite(input.annualRatePercent)) errors.annualRatePercent = "This is not a number";
  else if (input.annualRatePercent < parameters.cpInterestMin) {
    errors.annualRatePercent = `The value of this field cannot be less than ${parameters.cpInterestMin}`;
  } else if (input.annualRatePercent > parameters.cpInterestMax) {
    errors.annualRatePercent = `The value of this field cannot be more than ${parameters.cpInterestMax}`;
  }
  return errors;
}

/**
 * Cost of a personal loan (issue 6): total cost = n × (instalment on the loan plus financed initiation fee
 * + monthly service fee + credit life at R3.50 per R1 000 of the amount financed). With the §9
 * representative example (R60 000, 72 months, 24.50%, R1 207.50, R69.00) it is R137 754.32.
 */
export function calculatePersonalLoan(input: PersonalLoanInput): PersonalLoanResult {
  if (input.termMonths < 1 || !Number.isInteger(input.termMonths))
    throw new RangeError("The term must be a whole number of months");
  const amountFinanced = input.loanAmount + input.initiationFee;
  const repayment = levelPayment(amountFinanced, 0, monthlyRate(input.annualRatePercent), input.termMonths);
  const creditLife = (amountFinanced / 1000) * CREDIT_LIFE_PER_THOUSAND;
  const monthly = repayment + input.monthlyServiceFee + creditLife;
  return {
    amountFinanced: roundCents(amountFinanced),
    monthlyRepayment: roundCents(repayment),
    monthlyCreditLife: roundCents(creditLife),
    monthlyInstalment: roundCents(monthly),
    totalInterest: roundCents(repayment * input.termMonths - amountFinanced),
    totalCost: roundCents(monthly * input.termMonths),
  };
}

/** The representative example of a set of parameters, computed (never copied) from the same function. */
export function representativeExample(parameters: CashPowerParameters): PersonalLoanResult {
  return calculatePersonalLoan({
    loanAmount: parameters.cpExampleLoan,
    termMonths: parameters.cpExampleTerm,
    annualRatePercent: parameters.cpExampleRate,
    initiationFee: parameters.initiationFeeInclVat,
    monthlyServiceFee: parameters.adminFeeInclVat,
  });
}
