import { describe, expect, it } from "vitest";
import { displayInteger, formatNumberForDisplay } from "./format-number";

describe("formatNumberForDisplay", () => {
  it.each([
    ["price", 1234, "R 1 234"],
    ["price", 137754.32, "R 137 754"],
    ["price", -60000, "R 60 000"],
    ["price", 0, "R 0"],
    ["price", 1234567.5, "R 1 234 568"],
    ["percentage", 24.5, "25%"],
    ["percentage", 12, "12%"],
    ["percentage", -18, "18%"],
    ["percentage", 1250, "1,250%"],
    ["plain", 72, "72"],
    ["plain", -72.4, "72"],
    ["plain", 120000, "120000"],
  ] as const)("%s %d shows as %j", (type, value, expected) => {
    expect(formatNumberForDisplay(type, value)).toBe(expected);
  });

  it.each([
    [3.6, 4],
    [-3.6, 4],
    [-0.2, 0],
  ])("shows %d as the whole number %d", (value, expected) => {
    expect(displayInteger(value)).toBe(expected);
  });
});
