import { aboveMessage, belowMessage, wholeRands } from "./field-limits";
import {
  interestRateCapMessage,
  maximumCreditLifePremium,
  maximumInitiationFee,
  maximumMonthlyServiceFee,
  maximumInterestRate,
  repoRateAsAt,
} from "./credit-regulations";
import { fromCents, levelPayment, monthlyRate, toCents } from "./money";

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

/** "as at July 2025": the date of the cash-power parameters, written next to their rates and their example. */
export function cashPowerAsAt(parameters: Pick<CashPowerParameters, "cpDateUpdated">): string {
  return `as at ${parameters.cpDateUpdated}`;
}

/**
 * The parameters' highest rate when it is above the National Credit Act's maximum at today's repo rate
 * (parameters set under an earlier, higher repo rate), so that a page can say the cap applies instead;
 * undefined when the parameters are within the cap.
 */
export function publishedRateAboveCap(
  parameters: Pick<CashPowerParameters, "cpInterestMin" | "cpInterestMax">,
): number | undefined {
  return parameters.cpInterestMax > offeredRateRange(parameters).max ? parameters.cpInterestMax : undefined;
}

/**
 * The date next to the rates a personal loan is offered at: the parameters' date, and, when their highest
 * rate is above today's legal maximum, the date of that maximum, which is then the highest rate offered:
 * "as at July 2025, held to the legal maximum as at 29 January 2026".
 */
export function offeredRatesAsAt(parameters: CashPowerParameters): string {
  const dated = cashPowerAsAt(parameters);
  return publishedRateAboveCap(parameters) === undefined
    ? dated
    : `${dated}, held to the legal maximum ${repoRateAsAt()}`;
}

/**
 * Credit life insurance on a personal loan: R3.50 a month per R1 000 of the amount financed (the opening
 * balance), but never more in any month than the Credit Life Insurance Regulations allow, R4.50 per R1 000
 * of the balance still owed that month (CREDIT_LIFE_MAX_PER_THOUSAND). On a long loan the balance falls
 * far enough for the cap to bite: on the representative example (72 months) from month 29.
 */
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

/** One month of a personal loan as the calculator works it out, in rand. */
export interface PersonalLoanMonth {
  /** 1 for the first instalment. */
  readonly month: number;
  /** What is owed at the start of the month, before its instalment: the balance credit life covers. */
  readonly openingBalance: number;
  readonly interest: number;
  readonly repayment: number;
  readonly serviceFee: number;
  readonly creditLife: number;
  /** Repayment, service fee and credit life: what leaves the account this month. */
  readonly instalment: number;
}

/**
 * Every part of a personal loan's cost, in the National Credit Act's words. Each instalment is rounded to
 * the cent, and the totals are the sums of those rounded instalments, so they add up exactly: total
 * repayable = the sum of the instalments; cost of credit = total repayable − loan = interest + initiation
 * fee + service fees + credit life.
 */
export interface PersonalLoanResult {
  readonly loanAmount: number;
  readonly initiationFee: number;
  /** Loan plus the financed initiation fee. */
  readonly amountFinanced: number;
  /** The level repayment of capital and interest, rounded to the cent. */
  readonly monthlyRepayment: number;
  readonly monthlyServiceFee: number;
  /** The first month's credit life premium (R3.50 per R1 000 of the amount financed, within the cap). */
  readonly monthlyCreditLife: number;
  /** The first instalment: repayment, service fee and credit life, what leaves the account each month. */
  readonly monthlyInstalment: number;
  /**
   * The last instalment: its repayment settles the balance to the cent (a few cents off the level repayment),
   * and it is lower than the first when the cap has brought the credit life premium down.
   */
  readonly finalInstalment: number;
  /** The first month whose credit life premium the R4.50-per-R1 000-of-balance cap lowers, if any. */
  readonly creditLifeCappedFromMonth: number | undefined;
  /** The interest of every month, each rounded to the cent. */
  readonly totalInterest: number;
  readonly totalServiceFees: number;
  readonly totalCreditLife: number;
  /** Everything paid above the amount borrowed, credit life insurance included. */
  readonly costOfCredit: number;
  /** The sum of every instalment over the term. */
  readonly totalRepayable: number;
  /** Month by month, for the tests of the rules and for anyone who wants the schedule. */
  readonly schedule: readonly PersonalLoanMonth[];
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
 * fee; the level repayment PMT on it is rounded to the cent, and each month the customer pays that
 * repayment, the monthly service fee and credit life: R3.50 per R1 000 of the amount financed, or R4.50 per
 * R1 000 of that month's opening balance (rounded down to the cent) when that is less. The balance runs on
 * month by month with the interest rounded to the cent, and the last repayment is whatever settles it.
 * Totals are the sums of those instalments, to the cent.
 * With the §9 representative example (R60 000, 72 months, 24.50%, R1 207.50, R69.00) the instalment is
 * R1 913.26 for 28 months and falls from month 29 as the cap lowers the premium, to R1 705.93 in month 72;
 * the total repayable is R133 770.49 (the spec's R137 754.32 is 72 unrounded instalments with the flat
 * premium throughout, which from month 29 is more than the regulations allow).
 * Fees above the legal maximum for the loan are a caller's mistake and throw.
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
  const rate = monthlyRate(input.annualRatePercent);
  // Whole cents throughout, so that every total is exactly the sum of its months.
  const loanCents = toCents(input.loanAmount);
  const feeCents = toCents(input.initiationFee);
  const financedCents = loanCents + feeCents;
  const serviceCents = toCents(input.monthlyServiceFee);
  const repaymentCents = toCents(levelPayment(fromCents(financedCents), 0, rate, n));
  const flatPremiumCents = toCents((fromCents(financedCents) / 1000) * CREDIT_LIFE_PER_THOUSAND);

  const schedule: PersonalLoanMonth[] = [];
  let balanceCents = financedCents;
  let interestTotalCents = 0;
  let creditLifeCents = 0;
  let cappedFrom: number | undefined;
  for (let month = 1; month <= n; month += 1) {
    const openingCents = balanceCents;
    const capCents = toCents(maximumCreditLifePremium(fromCents(openingCents)));
    const premiumCents = Math.min(flatPremiumCents, capCents);
    if (premiumCents < flatPremiumCents && cappedFrom === undefined) cappedFrom = month;
    const interestCents = Math.round(openingCents * rate);
    // The last repayment settles the balance to the cent: the rounding of the others, a few cents, lands here.
    const thisRepaymentCents = month === n ? openingCents + interestCents : repaymentCents;
    balanceCents = openingCents + interestCents - thisRepaymentCents;
    interestTotalCents += interestCents;
    creditLifeCents += premiumCents;
    schedule.push({
      month,
      openingBalance: fromCents(openingCents),
      interest: fromCents(interestCents),
      repayment: fromCents(thisRepaymentCents),
      serviceFee: fromCents(serviceCents),
      creditLife: fromCents(premiumCents),
      instalment: fromCents(thisRepaymentCents + serviceCents + premiumCents),
    });
  }
  const totalRepayableCents = financedCents + interestTotalCents + serviceCents * n + creditLifeCents;
  const first = schedule[0];
  const last = schedule[n - 1];
  if (!first || !last) throw new RangeError("The term must be at least one month");
  return {
    loanAmount: fromCents(loanCents),
    initiationFee: fromCents(feeCents),
    amountFinanced: fromCents(financedCents),
    monthlyRepayment: fromCents(repaymentCents),
    monthlyServiceFee: fromCents(serviceCents),
    monthlyCreditLife: first.creditLife,
    monthlyInstalment: first.instalment,
    finalInstalment: last.instalment,
    creditLifeCappedFromMonth: cappedFrom,
    totalInterest: fromCents(interestTotalCents),
    totalServiceFees: fromCents(serviceCents * n),
    totalCreditLife: fromCents(creditLifeCents),
    costOfCredit: fromCents(totalRepayableCents - loanCents),
    totalRepayable: fromCents(totalRepayableCents),
    schedule,
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
