import { describe, expect, it } from "vitest";
import { formatRand } from "./currency";

describe("formatRand (§9)", () => {
  it.each([
    [137754.32, "R 137 754.32"],
    [60000, "R 60 000.00"],
    [1207.5, "R 1 207.50"],
    [69, "R 69.00"],
    [0, "R 0.00"],
    [0.5, "R 0.50"],
    [0.005, "R 0.01"],
    [999.999, "R 1 000.00"],
    [1234567890.12, "R 1 234 567 890.12"],
    [-500, "-R 500.00"],
    [-0.001, "R 0.00"],
    [-1234.5, "-R 1 234.50"],
  ])("%d → %j", (amount, expected) => {
    expect(formatRand(amount)).toBe(expected);
  });

  it("uses plain spaces only, after the R and between groups", () => {
    expect([...formatRand(1234567)].filter((character) => /\s/.test(character))).toEqual([" ", " ", " "]);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])("refuses %d", (amount) => {
    expect(() => formatRand(amount)).toThrow(RangeError);
  });
});
