import { formatGroupedNumber } from "./grouped-number";

export interface PercentageOptions {
  /** Fixed number of decimals (an interest rate of 24.5 shows as 24.50% with 2); by default up to 2, none when whole. */
  readonly fractionDigits?: number;
}

/**
 * §9 percentage: the figure keeps its digits and en-GB grouping commas (unlike rand amounts, whose commas
 * become spaces) and gains a % sign: 1234 → "1,234%", 18 → "18%".
 */
export function formatPercentage(value: number, { fractionDigits }: PercentageOptions = {}): string {
  if (!Number.isFinite(value)) throw new RangeError(`formatPercentage needs a finite number, got ${value}`);
  const figure = formatGroupedNumber(value, {
    minimumFractionDigits: fractionDigits ?? 0,
    maximumFractionDigits: fractionDigits ?? 2,
  });
  return `${figure}%`;
}
