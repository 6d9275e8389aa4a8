import { formatRand } from "./currency";
import { formatGroupedNumber } from "./grouped-number";
import { formatPercentage } from "./percentage";

/**
 * What kind of value a figure is, so that every place showing it (a calculator, the call-me-back form
 * that carries its figures) writes it the same way:
 * - amount: rand, "R 8 884.88";
 * - rate: an annual interest rate, always two decimals, "13.25%";
 * - percentage: any other share, up to two decimals, "30%";
 * - months: a term, "72 months";
 * - number: a plain figure, en-GB grouping, up to two decimals.
 */
export type FigureKind = "amount" | "rate" | "percentage" | "months" | "number";

const plain = (value: number) => formatGroupedNumber(value, { maximumFractionDigits: 2 });

export function formatFigure(kind: FigureKind, value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`formatFigure needs a finite number, got ${value}`);
  switch (kind) {
    case "amount":
      return formatRand(value);
    case "rate":
      return formatPercentage(value, { fractionDigits: 2 });
    case "percentage":
      return formatPercentage(value);
    case "months":
      return `${plain(value)} ${value === 1 ? "month" : "months"}`;
    case "number":
      return plain(value);
    default:
      return kind satisfies never;
  }
}
