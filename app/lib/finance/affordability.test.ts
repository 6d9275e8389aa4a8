import { describe, expect, it } from "vitest";
import { validateAffordability, type AffordabilityInput } from "./affordability";

const input: AffordabilityInput = {
  monthlyInstalment: 6_500,
  deposit: 30_000,
  annualRatePercent: 13.25,
  termMonths: 72,
  balloonPercent: 0,
  initiationFee: 1207.5,
  initiationFeeFinanced: true,
  monthlyServiceFee: 69,
};

describe("validateAffordability", () => {
  it.each<[Partial<AffordabilityInput>, Record<string, string>]>([
    [{}, {}],
    [{ monthlyInstalment: 499 }, { monthlyInstalment: "The value of this field cannot be less than 500" }],
    [{ monthlyInstalment: 250_001 }, { monthlyInstalment: "The value of this field cannot be more than 250000" }],
    [
      { monthlyInstalment: 600, monthlyServiceFee: 600 },
      { monthlyInstalment: "The instalment must be more than the monthly service fee" },
    ],
    [{ deposit: Number.NaN }, { deposit: "This is not a number" }],
    [{ annualRatePercent: 30.5 }, { annualRatePercent: "The value of this field cannot be more than 30" }],
    [{ termMonths: 11 }, { termMonths: "The value of this field cannot be less than 12" }],
    [{ termMonths: 97 }, { termMonths: "The value of this field cannot be more than 96" }],
    [{ termMonths: 60.5 }, { termMonths: "This is not a number" }],
    [{ balloonPercent: 40 }, {}],
    [{ balloonPercent: 41 }, { balloonPercent: "The value of this field cannot be more than 40" }],
  ])("%o gives %o", (change, expected) => {
    expect(validateAffordability({ ...input, ...change })).toEqual(expected);
  });
});
