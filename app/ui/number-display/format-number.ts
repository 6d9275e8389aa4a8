/**
 * Number display formatting (§5, §9): absolute whole numbers as a price (R with space-grouped thousands),
 * a percentage (digits and commas, then %), or plain digits. A stand-in for app/lib/format, kept to this
 * one file so it can be swapped for the shared formatter.
 */
export type NumberDisplayType = "price" | "percentage" | "plain";

const groupedDigits = (value: number) => new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 }).format(value);

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
