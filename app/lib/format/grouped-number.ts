export interface GroupedNumberOptions {
  /** Decimals always shown (padded with zeros); 0 by default. */
  readonly minimumFractionDigits?: number;
  /** Most decimals shown (rounded half away from zero, trailing zeros beyond the minimum dropped); 0 by default. */
  readonly maximumFractionDigits?: number;
}

/** Beyond this, `toFixed` writes an exponent; no figure on the site comes near it. */
const LARGEST = 1e21;

/**
 * A number written by en-GB rules: thousands grouped with commas, a decimal point, a minus sign only when
 * the rounded figure is not zero ("-0.001" → "0"). The same text `Intl.NumberFormat("en-GB", …)` gives with
 * `signDisplay: "negative"` (the unit tests compare the two), written out because the first Intl number
 * formatter a page makes loads the locale's data: about 25 ms of a desktop's main thread, and four times that
 * on a mid-range phone, spent while the page hydrates.
 */
export function formatGroupedNumber(
  value: number,
  { minimumFractionDigits = 0, maximumFractionDigits = minimumFractionDigits }: GroupedNumberOptions = {},
): string {
  if (!Number.isFinite(value) || Math.abs(value) >= LARGEST)
    throw new RangeError(`formatGroupedNumber needs a finite number below 1e21, got ${value}`);
  // toFixed rounds the exact binary value half away from zero, as Intl does.
  const [whole = "0", rawFraction = ""] = Math.abs(value).toFixed(maximumFractionDigits).split(".");
  let fraction = rawFraction;
  while (fraction.length > minimumFractionDigits && fraction.endsWith("0")) fraction = fraction.slice(0, -1);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ",");
  const isZero = /^[0.]*$/.test(`${whole}.${rawFraction}`);
  return `${value < 0 && !isZero ? "-" : ""}${grouped}${fraction ? `.${fraction}` : ""}`;
}
