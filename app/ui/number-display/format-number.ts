import { formatGroupedNumber } from "~/lib/format/grouped-number";

/**
 * Number display formatting (§5, §9): absolute whole numbers as a price (R with space-grouped thousands),
 * a percentage (digits and commas, then %), or plain digits, grouped by the shared formatter.
 */
export type NumberDisplayType = "price" | "percentage" | "plain";

const groupedDigits = (value: number) => formatGroupedNumber(value);

/** The whole, positive number a display shows. */
export const displayInteger = (value: number) => Math.abs(Math.round(value));

export function formatNumberForDisplay(type: NumberDisplayType, value: number): string {
  const whole = displayInteger(value);
  switch (type) {
    case "price":
      return `R ${groupedDigits(whole).replace(/,/g, " ")}`;
    case "percentage":
      return `${groupedDigits(whole)}%`;
    case "plain":
      return String(whole);
    default:
      return type satisfies never;
  }
}
