import { describe, expect, it } from "vitest";
import { budgetLineMessage, calculateBudget, EXPENSE_CATEGORIES, type BudgetInput } from "./budget";

const expenses = Object.fromEntries(EXPENSE_CATEGORIES.map((category) => [category, 0])) as BudgetInput["expenses"];

describe("calculateBudget", () => {
  it("subtracts expenses from income and keeps a 10% buffer before the instalment", () => {
    const result = calculateBudget({
      income: { salary: 30_000, otherIncome: 2_000 },
      expenses: { ...expenses, housing: 9_000, groceries: 4_500, transport: 2_500 },
    });
    expect(result).toMatchObject({
      totalIncome: 32_000,
      totalExpenses: 16_000,
      disposableIncome: 16_000,
      shortfall: 0,
      buffer: 3_200,
      leftForVehicle: 12_800,
    });
    expect(result.expenseShares.find((share) => share.category === "housing")?.share).toBeCloseTo(9_000 / 32_000);
  });

  it("states the shortfall and never suggests an instalment when expenses exceed income", () => {
    const result = calculateBudget({
      income: { salary: 10_000, otherIncome: 0 },
      expenses: { ...expenses, housing: 11_200 },
    });
    expect(result.disposableIncome).toBe(-1_200);
    expect(result.shortfall).toBe(1_200);
    expect(result.leftForVehicle).toBe(0);
  });

  it("has no shares without income", () => {
    const result = calculateBudget({ income: { salary: 0, otherIncome: 0 }, expenses: { ...expenses, housing: 1 } });
    expect(result.expenseShares.every((share) => share.share === 0)).toBe(true);
  });
});

describe("budgetLineMessage", () => {
  it.each<[number, string | undefined]>([
    [0, undefined],
    [32_000, undefined],
    [10_000_000, undefined],
    [10_000_001, "The value of this field cannot be more than R 10 000 000"],
    [-1, "The value of this field cannot be less than R 0"],
    [Number.NaN, "This is not a number"],
  ])("%d gives %s", (amount, message) => {
    expect(budgetLineMessage(amount)).toBe(message);
  });
});
