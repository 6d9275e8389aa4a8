import { formatDate } from "~/lib/format/date";
import { formatPercentage } from "~/lib/format/percentage";
import { roundCents } from "./money";

/**
 * The National Credit Act's caps on what a credit agreement may charge, as the calculators apply them.
 * Sources (National Credit Regulations, 2006, as amended by Government Notice R1080 of 6 November 2015, in
 * force for agreements made from 6 May 2016):
 * - maximum interest rate: regulation 42, Table A, the repo rate plus a margin per type of agreement;
 * - maximum initiation fee: regulation 42, Table B, and regulation 43 (never more than 15% of the
 *   principal debt);
 * - maximum monthly service fee: regulation 44.
 * The regulations' rand amounts exclude VAT; the customer pays them with VAT added.
 */

/** A figure that changes from time to time, with the date it applies from. */
export interface DatedRate {
  readonly percent: number;
  /** ISO date (yyyy-mm-dd) from which this value applies. */
  readonly effectiveFrom: string;
  /**
   * ISO date (yyyy-mm-dd) of the latest official decision this value was checked against: what a page
   * means by "as at". It is the effective date, or later when a decision since then left the value as it was.
   */
  readonly asAt: string;
  /** Where the value comes from, for the page and the README. */
  readonly source: string;
}

/**
 * The South African Reserve Bank's repurchase (repo) rate, the reference rate of Table A. The Monetary
 * Policy Committee cut it from 7.00% to 6.75% on 20 November 2025 and kept it there on 29 January 2026,
 * the latest decision this value was checked against. The cash-power parameters (dated July 2025) were set
 * at the 7.00% rate before it; wherever a parameter is above the cap this rate gives, the cap wins (see
 * offeredRateRange in personal-loan.ts). Change it, with its date and source, at each new decision.
 */
export const REPO_RATE: DatedRate = {
  percent: 6.75,
  effectiveFrom: "2025-11-21",
  asAt: "2026-01-29",
  source: "SARB Monetary Policy Committee decision of 20 November 2025, unchanged on 29 January 2026",
};

/** Value-added tax: 15% since 1 April 2018 (the increase announced for May 2025 was withdrawn). */
export const VAT_RATE: DatedRate = {
  percent: 15,
  effectiveFrom: "2018-04-01",
  asAt: "2018-04-01",
  source: "Value-Added Tax Act, 1991",
};

/**
 * The kinds of credit agreement the calculators work out. A personal loan is an unsecured credit
 * transaction; vehicle and asset finance is an instalment agreement, which the regulations count among
 * "other credit agreements".
 */
export type AgreementType = "unsecured-credit-transaction" | "instalment-agreement";

export interface AgreementCaps {
  /** The words the Act uses for this type, for messages. */
  readonly name: string;
  /** Table A: percentage points added to the repo rate for the maximum annual interest rate. */
  readonly interestMarginPercent: number;
  /** Table B: a fixed part per agreement, plus a share of the amount above a threshold, up to a ceiling (excluding VAT). */
  readonly initiationFee: {
    readonly base: number;
    readonly threshold: number;
    readonly shareAboveThreshold: number;
    readonly ceiling: number;
  };
  /** Regulation 44, excluding VAT. */
  readonly monthlyServiceFee: number;
}

export const AGREEMENT_CAPS: Readonly<Record<AgreementType, AgreementCaps>> = {
  "unsecured-credit-transaction": {
    name: "an unsecured credit transaction (personal loan)",
    interestMarginPercent: 21,
    initiationFee: { base: 165, threshold: 1000, shareAboveThreshold: 0.1, ceiling: 1050 },
    monthlyServiceFee: 60,
  },
  "instalment-agreement": {
    name: "an instalment agreement (vehicle and asset finance)",
    interestMarginPercent: 17,
    initiationFee: { base: 165, threshold: 1000, shareAboveThreshold: 0.1, ceiling: 1050 },
    monthlyServiceFee: 60,
  },
};

/**
 * The Credit Life Insurance Regulations, 2017 (Government Notice R103, Government Gazette 40606 of
 * 9 February 2017, for agreements made from 10 August 2017), regulation 5: credit life insurance on an
 * unsecured credit transaction or an instalment agreement ("other credit agreements") may cost at most
 * R4.50 a month per R1 000 of the deferred amount, the balance still owed, commission and fees included.
 */
export const CREDIT_LIFE_MAX_PER_THOUSAND = 4.5;

/**
 * The most a month's credit life premium may be on this outstanding balance, in rand: R4.50 per R1 000,
 * rounded DOWN to the cent so that rounding never takes a premium over the cap.
 */
export function maximumCreditLifePremium(outstandingBalance: number): number {
  if (!Number.isFinite(outstandingBalance) || outstandingBalance < 0) {
    throw new RangeError(`The outstanding balance must be a positive amount, got ${outstandingBalance}`);
  }
  return Math.floor((outstandingBalance * CREDIT_LIFE_MAX_PER_THOUSAND) / 10 + 1e-9) / 100;
}

/** Regulation 43(3): an initiation fee is never more than 15% of the principal debt. */
export const INITIATION_FEE_MAX_SHARE_OF_PRINCIPAL = 0.15;

/** An amount excluding VAT with VAT added, rounded to cents. */
export function withVat(amountExcludingVat: number, vat: DatedRate = VAT_RATE): number {
  return roundCents(amountExcludingVat * (1 + vat.percent / 100));
}

/** The highest annual interest rate (percent) the Act allows for this type of agreement. */
export function maximumInterestRate(type: AgreementType, repo: DatedRate = REPO_RATE): number {
  return Math.round((repo.percent + AGREEMENT_CAPS[type].interestMarginPercent) * 100) / 100;
}

/**
 * The highest initiation fee, including VAT, for an agreement whose principal debt (the amount of credit,
 * before fees) is `principal`: the Table B formula, held to its ceiling and to 15% of the principal.
 */
export function maximumInitiationFee(principal: number, type: AgreementType, vat: DatedRate = VAT_RATE): number {
  if (!Number.isFinite(principal) || principal < 0) {
    throw new RangeError(`The principal debt must be a positive amount, got ${principal}`);
  }
  const { base, threshold, shareAboveThreshold, ceiling } = AGREEMENT_CAPS[type].initiationFee;
  const formula = base + shareAboveThreshold * Math.max(0, principal - threshold);
  const excludingVat = Math.min(formula, ceiling, INITIATION_FEE_MAX_SHARE_OF_PRINCIPAL * principal);
  return withVat(excludingVat, vat);
}

/** The highest monthly service fee, including VAT. */
export function maximumMonthlyServiceFee(type: AgreementType, vat: DatedRate = VAT_RATE): number {
  return withVat(AGREEMENT_CAPS[type].monthlyServiceFee, vat);
}

/** The field message for an interest rate above the legal maximum, or undefined when the rate is allowed. */
export function interestRateCapMessage(
  annualRatePercent: number,
  type: AgreementType,
  repo: DatedRate = REPO_RATE,
): string | undefined {
  const maximum = maximumInterestRate(type, repo);
  if (!(annualRatePercent > maximum)) return undefined;
  return `The interest rate cannot be more than ${formatPercentage(maximum, { fractionDigits: 2 })} a year, the most the National Credit Act allows for ${AGREEMENT_CAPS[type].name}`;
}

/**
 * "as at 29 January 2026": the date of the repo rate, and so of every cap worked out from it. Every page
 * that states a cap or the repo rate writes this next to it.
 */
export function repoRateAsAt(repo: DatedRate = REPO_RATE): string {
  return `as at ${formatDate(repo.asAt)}`;
}

/**
 * How the Act's maximum rate is made up, with its date, so that a reader can check it:
 * "the repo rate of 6.75% plus 17%, as at 29 January 2026".
 */
export function interestCapBasis(type: AgreementType, repo: DatedRate = REPO_RATE): string {
  return `the repo rate of ${formatPercentage(repo.percent, { fractionDigits: 2 })} plus ${AGREEMENT_CAPS[type].interestMarginPercent}%, ${repoRateAsAt(repo)}`;
}
