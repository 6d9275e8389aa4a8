import { describe, expect, it } from "vitest";
import {
  checkAffordability,
  MINIMUM_EXPENSE_NORMS,
  minimumExpenseBand,
  minimumExpenseNorm,
} from "./affordability-check";
import { affordabilityCheckSchema } from "./affordability-check-schema";

describe("minimumExpenseNorm (regulation 23A, Table 1)", () => {
  // Gross monthly income → the norm to the cent, on every band edge and at typical incomes.
  it.each([
    [0, 0],
    [500, 500],
    [800, 800],
    [800.01, 800],
    [3_000, 948.5],
    [6_250, 1_167.88],
    [6_250.01, 1_167.88],
    [6_261.12, 1_168.88],
    [15_000, 1_955.38],
    [20_000, 2_405.38],
    [25_000, 2_855.38],
    [25_000.01, 2_855.38],
    [35_000, 3_675.38],
    [50_000, 4_905.38],
    [50_000.01, 4_905.38],
    [100_000, 8_280.38],
  ])("a gross income of R%f has a norm of R%f", (gross, norm) => {
    expect(minimumExpenseNorm(gross)).toBe(norm);
  });

  it.each([
    [800, 0],
    [800.01, 1],
    [6_250, 1],
    [6_250.01, 2],
    [25_000, 2],
    [25_000.01, 3],
    [50_000, 3],
    [50_000.01, 4],
  ])("puts R%f in band %i", (gross, index) => {
    expect(minimumExpenseBand(gross)).toBe(MINIMUM_EXPENSE_NORMS.bands[index]);
  });

  it("has each band's fixed factor equal to the norm at the top of the band below", () => {
    const bands = MINIMUM_EXPENSE_NORMS.bands;
    for (let index = 1; index < bands.length; index += 1) {
      const below = bands[index - 1]!;
      expect(bands[index]!.above).toBe(below.upTo);
      expect(minimumExpenseNorm(below.upTo!)).toBe(bands[index]!.fixedFactor);
    }
  });

  it("refuses an income it cannot place", () => {
    expect(() => minimumExpenseNorm(-1)).toThrow(RangeError);
    expect(() => minimumExpenseNorm(Number.NaN)).toThrow(RangeError);
  });
});

describe("checkAffordability", () => {
  const typical = {
    grossMonthlyIncome: 35_000,
    netMonthlyIncome: 27_500,
    declaredLivingExpenses: 9_000,
    debtRepayments: 4_250.5,
    instalment: 7_500,
  };

  it("uses the declared living expenses when they are above the norm", () => {
    expect(checkAffordability(typical)).toEqual({
      minimumExpenseNorm: 3_675.38,
      necessaryExpenses: 9_000,
      discretionaryIncome: 14_249.5,
      affordable: true,
      largestAffordableInstalment: 14_249.5,
    });
  });

  it("uses the norm when the declared living expenses are below it", () => {
    expect(checkAffordability({ ...typical, declaredLivingExpenses: 1_000 })).toMatchObject({
      necessaryExpenses: 3_675.38,
      discretionaryIncome: 19_574.12,
    });
  });

  it("is affordable with the instalment equal to the discretionary income, and not a cent above", () => {
    expect(checkAffordability({ ...typical, instalment: 14_249.5 }).affordable).toBe(true);
    expect(checkAffordability({ ...typical, instalment: 14_249.51 }).affordable).toBe(false);
  });

  it("leaves no room when the figures already do not add up", () => {
    const result = checkAffordability({
      grossMonthlyIncome: 6_250,
      netMonthlyIncome: 5_600,
      declaredLivingExpenses: 4_000,
      debtRepayments: 2_000,
      instalment: 100,
    });
    expect(result).toEqual({
      minimumExpenseNorm: 1_167.88,
      necessaryExpenses: 4_000,
      discretionaryIncome: -400,
      affordable: false,
      largestAffordableInstalment: 0,
    });
  });

  it("keeps every figure to the cent", () => {
    const result = checkAffordability({
      grossMonthlyIncome: 12_345.67,
      netMonthlyIncome: 10_101.01,
      declaredLivingExpenses: 0,
      debtRepayments: 0.1,
      instalment: 0.2,
    });
    // 1 167.88 + 9% × 6 095.67 = 1 167.88 + 548.6103 → 1 716.49
    expect(result.minimumExpenseNorm).toBe(1_716.49);
    expect(result.discretionaryIncome).toBe(8_384.42);
  });
});

describe("affordabilityCheckSchema", () => {
  const valid = {
    grossMonthlyIncome: 20_000,
    netMonthlyIncome: 16_000,
    declaredLivingExpenses: 6_000,
    debtRepayments: 0,
    instalment: 3_000,
  };
  const issues = (input: unknown) =>
    (affordabilityCheckSchema.safeParse(input).error?.issues ?? []).map((issue) => [
      issue.path.join("."),
      issue.code === "custom" ? issue.message : issue.code,
    ]);

  it("takes valid figures", () => {
    expect(affordabilityCheckSchema.parse(valid)).toEqual(valid);
  });

  it("names each field at fault with its rule's code", () => {
    expect(issues({ ...valid, grossMonthlyIncome: 0 })).toEqual([["grossMonthlyIncome", "min"]]);
    expect(issues({ ...valid, debtRepayments: -1 })).toEqual([["debtRepayments", "min"]]);
    expect(issues({ ...valid, instalment: 10_000_000.01 })).toEqual([["instalment", "max"]]);
    expect(issues({ ...valid, declaredLivingExpenses: 1.005 })).toEqual([["declaredLivingExpenses", "cents"]]);
    expect(issues({ ...valid, netMonthlyIncome: 20_000.01 })).toEqual([["netMonthlyIncome", "aboveGross"]]);
    expect(issues({ ...valid, instalment: "3000" })).toEqual([["instalment", "invalid_type"]]);
    expect(issues({ ...valid, extra: 1 })).toEqual([["", "unrecognized_keys"]]);
  });
});
