import { describe, expect, it } from "vitest";
import {
  calculatePersonalLoan,
  calculatePersonalLoanWith,
  personalLoanFees,
  representativeExample,
  validatePersonalLoan,
  type CashPowerParameters,
} from "./personal-loan";

// The §9 defaults, written out here so the test does not read the module it checks against.
const parameters: CashPowerParameters = {
  cpTermMin: 24,
  cpTermMax: 72,
  cpInterestMin: 18,
  cpInterestMax: 28,
  cpDateUpdated: "July 2025",
  cpExampleRate: 24.5,
  cpExampleTerm: 72,
  initiationFeeInclVat: 1207.5,
  adminFeeInclVat: 69,
  cpExampleLoan: 60_000,
  cpExampleCost: 137_754.32,
};

describe("the §9 representative example", () => {
  const example = representativeExample(parameters);

  it("repays R137 754.32 in total for R60 000 over 72 months at 24.50%", () => {
    expect(example.totalRepayable).toBe(137_754.32);
    expect(example.totalRepayable).toBe(parameters.cpExampleCost);
  });

  it("states the cost of credit, R77 754.32, and each of its parts, credit life included", () => {
    expect(example).toEqual({
      loanAmount: 60_000,
      initiationFee: 1207.5,
      amountFinanced: 61_207.5,
      monthlyRepayment: 1630.03,
      monthlyServiceFee: 69,
      monthlyCreditLife: 214.23,
      monthlyInstalment: 1913.25,
      totalInterest: 56_154.53,
      totalServiceFees: 4968,
      totalCreditLife: 15_424.29,
      costOfCredit: 77_754.32,
      totalRepayable: 137_754.32,
    });
    const parts = example.totalInterest + example.initiationFee + example.totalServiceFees + example.totalCreditLife;
    expect(parts).toBeCloseTo(example.costOfCredit, 2);
    expect(example.totalRepayable - example.loanAmount).toBeCloseTo(example.costOfCredit, 2);
  });
});

describe("calculatePersonalLoanWith", () => {
  it("charges R2 000 over 24 months at 18% the capped initiation fee of R304.75: R192.13 a month", () => {
    const result = calculatePersonalLoanWith({ loanAmount: 2_000, termMonths: 24, annualRatePercent: 18 }, parameters);
    expect(result.initiationFee).toBe(304.75);
    expect(result.monthlyInstalment).toBe(192.13);
    expect(result.amountFinanced).toBe(2_304.75);
  });

  it.each([
    [2_000, 304.75],
    [5_000, 649.75],
    [9_850, 1207.5],
    [350_000, 1207.5],
  ])("a loan of R%d pays an initiation fee of R%d", (loanAmount, fee) => {
    expect(personalLoanFees(loanAmount, parameters)).toEqual({ initiationFee: fee, monthlyServiceFee: 69 });
  });

  it("never charges more than the Act allows, even when the parameters say more", () => {
    expect(personalLoanFees(60_000, { initiationFeeInclVat: 2_000, adminFeeInclVat: 80 })).toEqual({
      initiationFee: 1207.5,
      monthlyServiceFee: 69,
    });
  });

  it("charges lower fees when the parameters set them lower", () => {
    expect(personalLoanFees(60_000, { initiationFeeInclVat: 500, adminFeeInclVat: 50 })).toEqual({
      initiationFee: 500,
      monthlyServiceFee: 50,
    });
  });
});

describe("calculatePersonalLoan", () => {
  const input = {
    loanAmount: 98_792.5,
    termMonths: 24,
    annualRatePercent: 18,
    initiationFee: 1207.5,
    monthlyServiceFee: 69,
  };

  it("charges credit life at R3.50 per R1 000 financed", () => {
    expect(calculatePersonalLoan(input).monthlyCreditLife).toBe(350);
  });

  it("at 0% costs only fees and credit life", () => {
    const result = calculatePersonalLoan({
      loanAmount: 10_000,
      termMonths: 24,
      annualRatePercent: 0,
      initiationFee: 0,
      monthlyServiceFee: 0,
    });
    expect(result).toMatchObject({ monthlyRepayment: 416.67, totalInterest: 0, totalRepayable: 10_000 + 35 * 24 });
    expect(result.costOfCredit).toBe(35 * 24);
  });

  it.each([
    [{ initiationFee: 304.76, loanAmount: 2_000 }, /initiation fee/],
    [{ monthlyServiceFee: 69.01 }, /monthly service fee/],
    [{ annualRatePercent: 28 }, /cannot be more than 27\.75%/],
    [{ termMonths: 12.5 }, /whole number of months/],
  ])("refuses %o, which the Act or the formula does not allow", (change, message) => {
    expect(() => calculatePersonalLoan({ ...input, ...change })).toThrow(message);
  });
});

describe("validatePersonalLoan", () => {
  const input = {
    loanAmount: 60_000,
    termMonths: 72,
    annualRatePercent: 24.5,
    initiationFee: 1207.5,
    monthlyServiceFee: 69,
  };
  it.each([
    [{}, {}],
    [{ termMonths: 23 }, { termMonths: "The value of this field cannot be less than 24" }],
    [{ termMonths: 73 }, { termMonths: "The value of this field cannot be more than 72" }],
    [{ annualRatePercent: 17.99 }, { annualRatePercent: "The value of this field cannot be less than 18" }],
    [
      { annualRatePercent: 27.76 },
      {
        annualRatePercent:
          "The interest rate cannot be more than 27.75% a year, the most the National Credit Act allows for an unsecured credit transaction (personal loan)",
      },
    ],
    [{ loanAmount: 1_999 }, { loanAmount: "The value of this field cannot be less than R 2 000" }],
    [{ loanAmount: 350_001 }, { loanAmount: "The value of this field cannot be more than R 350 000" }],
    [{ loanAmount: Number.NaN }, { loanAmount: "This is not a number" }],
  ])("%o gives %o", (change, expected) => {
    expect(validatePersonalLoan({ ...input, ...change }, parameters)).toEqual(expected);
  });

  it("keeps a product maximum below the legal one", () => {
    expect(validatePersonalLoan({ ...input, annualRatePercent: 27 }, { ...parameters, cpInterestMax: 26 })).toEqual({
      annualRatePercent: "The value of this field cannot be more than 26",
    });
  });
});
