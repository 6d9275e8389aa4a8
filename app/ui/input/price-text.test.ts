import { describe, expect, it } from "vitest";
import { isPriceValue, normalisePriceText, priceDisplay, stripPriceFormatting } from "./price-text";

describe("price text (§5)", () => {
  it.each([
    ["R 1 234.50", "1234.50"],
    ["R 0.00", "0.00"],
    ["R 137 754.32", "137754.32"],
    ["-R 500.00", "-500.00"],
    ["1234", "1234"],
  ])("on focus strips %j to %j", (display, expected) => {
    expect(stripPriceFormatting(display)).toBe(expected);
  });

  it.each([
    ["1234.5", "1234.50"],
    ["12.", "12.00"],
    [".5", "0.50"],
    ["", "0.00"],
    [".", "0.00"],
    ["abc", "0.00"],
    ["12abc34", "1234.00"],
    ["1,234", "1234.00"],
    ["007", "7.00"],
    ["1.2.3", "1.23"],
  ])("on blur normalises %j to %j", (text, expected) => {
    expect(normalisePriceText(text)).toBe(expected);
  });

  it.each([
    ["250000", "R 250 000.00"],
    ["1234.50", "R 1 234.50"],
    ["0.00", "R 0.00"],
    ["", ""],
  ])("shows the value %j as %j", (value, expected) => {
    expect(priceDisplay(value, true)).toBe(expected);
  });

  it("throws for a non-numeric value in development", () => {
    expect(() => priceDisplay("cheap", true)).toThrow('A price input was given "cheap", which is not a number.');
  });

  it("shows a non-numeric value as it is in production", () => {
    expect(priceDisplay("cheap", false)).toBe("cheap");
  });

  it.each([
    ["12", true],
    ["12.50", true],
    ["-3", true],
    [".5", true],
    ["R 12", false],
    ["1 000", false],
    ["", false],
  ])("%j is a price value: %s", (value, expected) => {
    expect(isPriceValue(value)).toBe(expected);
  });
});
