import { describe, expect, it } from "vitest";
import { formatPercentage } from "./percentage";

describe("formatPercentage (§9)", () => {
  it.each<[number, { fractionDigits?: number } | undefined, string]>([
    [18, undefined, "18%"],
    [1234, undefined, "1,234%"],
    [1234567, undefined, "1,234,567%"],
    [24.5, undefined, "24.5%"],
    [24.5, { fractionDigits: 2 }, "24.50%"],
    [18, { fractionDigits: 2 }, "18.00%"],
    [0.125, undefined, "0.13%"],
    [0, undefined, "0%"],
    [-3, undefined, "-3%"],
  ])("%d with %o → %j", (value, options, expected) => {
    expect(formatPercentage(value, options)).toBe(expected);
  });

  it("refuses NaN", () => {
    expect(() => formatPercentage(Number.NaN)).toThrow(RangeError);
  });
});
