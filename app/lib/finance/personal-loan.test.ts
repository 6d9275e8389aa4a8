import { describe, expect, it } from "vitest";
import { affordablePrice } from "./affordability";
import { calculateBudget, EXPENSE_CATEGORIES, type BudgetInput } from "./budget";
import {
  calculatePersonalLoan,
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

describe("calculatePersonalLoan", () => {
  it("gives the §9 representative example to the cent: R60 000 over 72 months at 24.50% costs R137 754.32", () => {
    const result = representativeExample(parameters);
    expect(result.totalCost).toBe(137_754.32);
    expect(result.totalCost).toBe(parameters.cpExampleCost);
    expect(result).toMatchObject({
      amountFinanced: 61_207.5,
      monthlyRepayment: 1630.03,
      monthlyCreditLife: 214.23,
      monthlyInstalment: 1913.25,
    });
  });

  it("charges credit life at R3.50 per R1 000 financed", () => {
    const result = calculatePersonalLoan({
      loanAmount: 98_792.5,
      termMonths: 24,
      annualRatePercent: 18,
      initiationFee: 1207.5,
      monthlyServiceFee: 69,
    });
    expect(result.monthlyCreditLife).toBe(350);
  });

  it("at 0% costs the amount financed plus fees and credit life", () => {
    const result = calculatePersonalLoan({
      loanAmount: 10_000,
      termMonths: 24,
      annualRatePercent: 0,
      initiationFee: 0,
      monthlyServiceFee: 0,
    });
    expect(result).toMatchObject({ monthlyRepayment: 416.67, totalInterest: 0, totalCost: 10_000 + 35 * 24 });
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
    [{ annualRatePercent: 28.01 }, { annualRatePercent: "The value of this field cannot be more than 28" }],
    [{ loanAmount: Number.NaN }, { loanAmount: "This is not a number" }],
  ])("%o gives %o", (change, expected) => {
    expect(validatePersonalLoan({ ...input, ...change }, parameters)).toEqual(expected);
  });
});

describe("affordablePrice", () => {
  it("at 0% with no balloon is instalment × term + deposit", () => {
    expect(
      affordablePrice({
        monthlyInstalment: 5000,
        deposit: 20_000,
        annualRatePercent: 0,
        termMonths: 60,
        balloonPercent: 0,
        initiationFee: 0,
        initiationFeeFinanced: false,
        monthlyServiceFee: 0,
      }),
    ).toEqual({ purchasePrice: 320_000, amountFinanced: 300_000, balloonAmount: 0 });
  });

  it("an instalment that only covers the service fee buys the deposit's worth", () => {
    expect(
      affordablePrice({
        monthlyInstalment: 69,
        deposit: 50_000,
        annualRatePercent: 12,
        termMonths: 60,
        balloonPercent: 0,
        initiationFee: 0,
        initiationFeeFinanced: false,
        monthlyServiceFee: 69,
      }).purchasePrice,
    ).toBe(50_000);
  });

  it("R8 884.88 a month at 12% over 12 months buys R100 000", () => {
    expect(
      affordablePrice({
        monthlyInstalment: 8884.88,
        deposit: 0,
        annualRatePercent: 12,
        termMonths: 12,
        balloonPercent: 0,
        initiationFee: 0,
        initiationFeeFinanced: false,
        monthlyServiceFee: 0,
      }).purchasePrice,
    ).toBeCloseTo(100_000, 1);
  });
});

describe("calculateBudget", () => {
  const expenses = Object.fromEntries(EXPENSE_CATEGORIES.map((category) => [category, 0])) as BudgetInput["expenses"];
  it("subtracts expenses from income and keeps a 10% buffer before the instalment", () => {
    const result = calculateBudget({
      income: { salary: 30_000, otherIncome: 2_000 },
      expenses: { ...expenses, housing: 9_000, groceries: 4_500, transport: 2_500 },
    });
    expect(result).toMatchObject({
      totalIncome: 32_000,
      totalExpenses: 16_000,
      disposableIncome: 16_000,
      buffer: 3_200,
      affordableInstalment: 12_800,
    });
    expect(result.expenseShares.find((share) => share.category === "housing")?.share).toBeCloseTo(9_000 / 32_000);
  });

  it("never suggests a negative instalment when expenses exceed income", () => {
    const result = calculateBudget({
      income: { salary: 10_000, otherIncome: 0 },
      expenses: { ...expenses, housing: 12_000 },
    });
    expect(result.disposableIncome).toBe(-2_000);
    expect(result.affordableInstalment).toBe(0);
  });

  it("has no shares without income", () => {
    const result = calculateBudget({ income: { salary: 0, otherIncome: 0 }, expenses: { ...expenses, housing: 1 } });
    expect(result.expenseShares.every((share) => share.share === 0)).toBe(true);
  });
});
