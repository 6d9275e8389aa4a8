import { formatRand } from "~/lib/format/currency";

/** A value a price field can format: a plain decimal number, as a form holds it ("250000", "1234.50"). */
const PRICE_VALUE = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;

export const isPriceValue = (value: string) => PRICE_VALUE.test(value);

/** §5 on focus: the formatting goes (the R, the grouping spaces), the figure stays: "R 1 234.50" → "1234.50". */
export function stripPriceFormatting(display: string): string {
  return display.replace(/R/g, "").replace(/[\s,]/g, "");
}

/**
 * §5 on blur: letters are removed (with anything else that is not a digit or the first point), an empty
 * result or a lone "." becomes "0", and the figure is written with two decimals, as the price format
 * shows it: "12.5" → "12.50", "" → "0.00", "." → "0.00".
 */
export function normalisePriceText(text: string): string {
  let cleaned = "";
  let pointKept = false;
  for (const character of text) {
    if (character >= "0" && character <= "9") cleaned += character;
    else if (character === "." && !pointKept) {
      cleaned += character;
      pointKept = true;
    }
  }
  const figure = cleaned === "" || cleaned === "." ? "0" : cleaned;
  return Number(figure).toFixed(2);
}

/**
 * What a price field shows while it does not have focus: a numeric value formatted as a price (§9).
 * A value that is not numeric is a programming error: it throws in development, and in production shows
 * as it is rather than breaking the page.
 */
export function priceDisplay(value: string, development: boolean): string {
  if (value === "") return "";
  if (isPriceValue(value)) return formatRand(Number(value));
  if (development) throw new Error(`A price input was given "${value}", which is not a number.`);
  return value;
}
