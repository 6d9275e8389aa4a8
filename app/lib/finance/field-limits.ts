import { formatRand } from "~/lib/format/currency";
import { formatPercentage } from "~/lib/format/percentage";

/**
 * How a calculator field states its limits: the §8 default range messages, with a rand limit written as
 * money ("The value of this field cannot be more than R 350 000"), and the hint under the field that states
 * the same limits before anyone breaks them ("From R 2 000 to R 350 000").
 */

/** A whole rand amount as a limit is written: "R 10 000" (cents only when the limit has them). */
export const wholeRands = (amount: number): string => formatRand(amount).replace(/\.00$/, "");

/** §8 default range messages. */
export const belowMessage = (min: string | number): string => `The value of this field cannot be less than ${min}`;
export const aboveMessage = (max: string | number): string => `The value of this field cannot be more than ${max}`;

/** An interest rate of 0% is no credit agreement the calculators can work out (nor one anyone offers). */
export const RATE_ABOVE_ZERO_MESSAGE = "The interest rate must be more than 0%";

export const randRangeHint = (min: number, max: number): string => `From ${wholeRands(min)} to ${wholeRands(max)}`;
export const monthsRangeHint = (min: number, max: number): string => `${min} to ${max} months`;
export const upToRandHint = (max: number): string => `Up to ${wholeRands(max)}`;
/**
 * A rate that must be above 0% and at most the legal maximum, which follows the repo rate and so says
 * when it held ("as at 29 January 2026"), like every cap the site states.
 */
export const rateHint = (maxPercent: number, asAt: string): string =>
  `More than 0%, at most ${formatPercentage(maxPercent, { fractionDigits: 2 })} a year (the legal maximum ${asAt})`;
export const balloonHint = (maxPercent: number): string => `0% to ${maxPercent}% of the price`;
