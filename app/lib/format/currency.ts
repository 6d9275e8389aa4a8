import { formatGroupedNumber } from "./grouped-number";

export const RAND_SYMBOL = "R";

/**
 * §9 currency: "R" with space-grouped thousands and two decimals, en-GB rules (decimal point, not
 * comma). Decision: a space follows the R ("R 137 754.32"), as the issue writes it, and every space is a
 * plain U+0020, so copied figures paste cleanly; a layout that must not wrap a figure sets
 * `white-space: nowrap`. A negative amount puts its sign before the R ("-R 500.00").
 */
export function formatRand(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`formatRand needs a finite number, got ${amount}`);
  // Amounts that round to zero show no sign ("R 0.00", never "-R 0.00").
  const text = formatGroupedNumber(amount, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).replaceAll(",", " ");
  return text.startsWith("-") ? `-${RAND_SYMBOL} ${text.slice(1)}` : `${RAND_SYMBOL} ${text}`;
}
