import { describe, expect, it } from "vitest";
import { affordablePrice, validateAffordability, type AffordabilityInput } from "./affordability";
import { calculateVehicleFinance, vehicleFinanceFees } from "./vehicle-finance";

const input: AffordabilityInput = {
  monthlyInstalment: 6_500,
  deposit: 30_000,
  annualRatePercent: 13.25,
  termMonths: 72,
  balloonPercent: 0,
  initiationFeeFinanced: true,
};

describe("affordablePrice", () => {
  it("at 0% with no balloon and the fee paid up front is (instalment − service fee) × term + deposit", () => {
    const result = affordablePrice({
      ...input,
      monthlyInstalment: 5069,
      annualRatePercent: 0,
      termMonths: 60,
      deposit: 20_000,
      initiationFeeFinanced: false,
    });
    expect(result).toMatchObject({
      purchasePrice: 320_000,
      amountFinanced: 300_000,
      balloonAmount: 0,
      initiationFee: 1207.5,
    });
    expect(result.totalRepayable).toBe(5069 * 60 + 1207.5);
    expect(result.costOfCredit).toBe(69 * 60 + 1207.5);
  });

  it("R8 953.88 a month at 12% over 12 months, fee up front, buys R100 000", () => {
    expect(
      affordablePrice({
        ...input,
        monthlyInstalment: 8953.88,
        deposit: 0,
        annualRatePercent: 12,
        termMonths: 12,
        initiationFeeFinanced: false,
      }).purchasePrice,
    ).toBeCloseTo(100_000, 1);
  });

  it("charges a small amount borrowed the smaller initiation fee the Act allows for it", () => {
    const result = affordablePrice({
      ...input,
      monthlyInstalment: 500,
      deposit: 0,
      annualRatePercent: 0,
      termMonths: 12,
    });
    // 12 × (R500 − R69) = R5 172 repays the amount borrowed plus its fee: R165 + 10% above R1 000, plus VAT.
    expect(result.initiationFee).toBe(vehicleFinanceFees(result.purchasePrice, 0).initiationFee);
    expect(result.initiationFee).toBeLessThan(1207.5);
    expect(result.purchasePrice + result.initiationFee).toBeCloseTo(5_172, 1);
  });

  it("is the vehicle instalment formula solved for the price, fees included", () => {
    const result = affordablePrice(input);
    const forward = calculateVehicleFinance({
      ...input,
      purchasePrice: result.purchasePrice,
      ...vehicleFinanceFees(result.purchasePrice, input.deposit),
    });
    expect(forward.monthlyInstalment).toBeCloseTo(input.monthlyInstalment, 1);
    expect(forward.costOfCredit).toBeCloseTo(result.costOfCredit, -1);
  });
});

describe("validateAffordability", () => {
  it.each<[Partial<AffordabilityInput>, Record<string, string>]>([
    [{}, {}],
    [{ monthlyInstalment: 499 }, { monthlyInstalment: "The value of this field cannot be less than R 500" }],
    [{ monthlyInstalment: 250_001 }, { monthlyInstalment: "The value of this field cannot be more than R 250 000" }],
    [{ deposit: Number.NaN }, { deposit: "This is not a number" }],
    [{ deposit: 10_000_001 }, { deposit: "The value of this field cannot be more than R 10 000 000" }],
    [
      { annualRatePercent: 24.5 },
      {
        annualRatePercent:
          "The interest rate cannot be more than 23.75% a year, the most the National Credit Act allows for an instalment agreement (vehicle and asset finance)",
      },
    ],
    [{ termMonths: 11 }, { termMonths: "The value of this field cannot be less than 12" }],
    [{ termMonths: 97 }, { termMonths: "The value of this field cannot be more than 96" }],
    [{ termMonths: 60.5 }, { termMonths: "This is not a number" }],
    [{ balloonPercent: 40 }, {}],
    [{ balloonPercent: 41 }, { balloonPercent: "The value of this field cannot be more than 40" }],
  ])("%o gives %o", (change, expected) => {
    expect(validateAffordability({ ...input, ...change })).toEqual(expected);
  });
});
