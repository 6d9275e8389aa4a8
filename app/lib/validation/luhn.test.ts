import { describe, expect, it } from "vitest";
import { passesLuhn } from "./luhn";

describe("passesLuhn", () => {
  it.each([
    ["79927398713", true],
    ["79927398710", false],
    ["4111111111111111", true],
    ["4111111111111112", false],
    ["8001015009087", true],
    ["8001015009086", false],
    ["0", true],
    ["18", true],
    ["19", false],
  ])("%s → %s", (digits, expected) => {
    expect(passesLuhn(digits)).toBe(expected);
  });
});
