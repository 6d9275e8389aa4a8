/**
 * §9 currency: "R" with space-grouped thousands and two decimals, en-GB rules (decimal point, not
 * comma). Decision: a space follows the R ("R 137 754.32"), as the issue writes it, and every space is a
 * plain U+0020, so copied figures paste cleanly; a layout that must not wrap a figure sets
 * `white-space: nowrap`. A negative amount puts its sign before the R ("-R 500.00").
 */
const RAND_NUMBER = new Intl.NumberFormat("en-GB", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
  // Amounts that round to zero show no sign ("R 0.00", never "-R 0.00").
  signDisplay: "negative",
});

export const RAND_SYMBOL = "R";

export function formatRand(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`formatRand needs a finite number, got ${amount}`);
  const text = RAND_NUMBER.format(amount).replaceAll(",", " ");
  return text.startsWith("-") ? `-${RAND_SYMBOL} ${text.slice(1)}` : `${RAND_SYMBOL} ${text}`;
}
