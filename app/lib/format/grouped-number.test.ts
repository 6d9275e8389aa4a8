import { describe, expect, it } from "vitest";
import { formatGroupedNumber } from "./grouped-number";

describe("formatGroupedNumber", () => {
  it.each([
    [0, {}, "0"],
    [999, {}, "999"],
    [1000, {}, "1,000"],
    [1234567.891, { maximumFractionDigits: 2 }, "1,234,567.89"],
    [1234567.8, { minimumFractionDigits: 2, maximumFractionDigits: 2 }, "1,234,567.80"],
    [12.5, { maximumFractionDigits: 2 }, "12.5"],
    [12, { maximumFractionDigits: 2 }, "12"],
    [999.999, { minimumFractionDigits: 2, maximumFractionDigits: 2 }, "1,000.00"],
    [0.005, { minimumFractionDigits: 2, maximumFractionDigits: 2 }, "0.01"],
    [-1234.5, { minimumFractionDigits: 2, maximumFractionDigits: 2 }, "-1,234.50"],
    [-0.001, { minimumFractionDigits: 2, maximumFractionDigits: 2 }, "0.00"],
    [-0, {}, "0"],
    [2.5, {}, "3"],
    [-2.5, {}, "-3"],
  ])("%d with %j → %j", (value, options, expected) => {
    expect(formatGroupedNumber(value, options)).toBe(expected);
  });

  it("writes what Intl.NumberFormat en-GB writes, for many values and precisions", () => {
    let seed = 7;
    const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647) * 2 - 1;
    for (let index = 0; index < 5000; index += 1) {
      const value = random() * 10 ** Math.floor(Math.abs(random()) * 12);
      for (const [minimumFractionDigits, maximumFractionDigits] of [
        [0, 0],
        [0, 2],
        [2, 2],
      ] as const) {
        const intl = new Intl.NumberFormat("en-GB", {
          minimumFractionDigits,
          maximumFractionDigits,
          signDisplay: "negative",
        });
        expect(formatGroupedNumber(value, { minimumFractionDigits, maximumFractionDigits }), String(value)).toBe(
          intl.format(value),
        );
      }
    }
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, 1e21])("refuses %d", (value) => {
    expect(() => formatGroupedNumber(value)).toThrow(RangeError);
  });
});
