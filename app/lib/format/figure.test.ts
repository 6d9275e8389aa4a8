import { describe, expect, it } from "vitest";
import { formatFigure, type FigureKind } from "./figure";

describe("formatFigure", () => {
  it.each<[FigureKind, number, string]>([
    ["amount", 8884.88, "R 8 884.88"],
    ["amount", 5496.1, "R 5 496.10"],
    ["amount", -1200, "-R 1 200.00"],
    ["rate", 13.25, "13.25%"],
    ["rate", 18, "18.00%"],
    ["rate", 24.5, "24.50%"],
    ["percentage", 30, "30%"],
    ["percentage", 12.5, "12.5%"],
    ["months", 72, "72 months"],
    ["months", 1, "1 month"],
    ["number", 1234.567, "1,234.57"],
  ])("%s %d is %j", (kind, value, expected) => {
    expect(formatFigure(kind, value)).toBe(expected);
  });

  it.each<FigureKind>(["amount", "rate", "percentage", "months", "number"])("refuses NaN as %s", (kind) => {
    expect(() => formatFigure(kind, Number.NaN)).toThrow(RangeError);
  });
});
