import { describe, expect, it } from "vitest";
import { calculationParameterValue, CALCULATION_PARAMETER } from "./calculation-link";
import {
  CALCULATION_QUERY_PARAMETER,
  decodeCalculation,
  encodeCalculation,
  type CalculationSummary,
} from "./calculation-summary";

const summaries: CalculationSummary[] = [
  {
    calculator: "vehicle-finance",
    figures: { "Purchase price": 350_000, "Balloon (%)": 30, "Monthly instalment": 6458.38, "Term (months)": 72 },
  },
  { calculator: "affordability", figures: { "Monthly instalment": 6500, "Purchase price": 312_345.67 } },
  { calculator: "personal-loan", figures: { "Loan amount": 60_000, "Total cost": 137_754.32 } },
  { calculator: "budget", figures: { "Disposable income": -2000, "Affordable instalment": 0 } },
];

describe("calculationParameterValue", () => {
  it("names the same query parameter as calculation-summary", () => {
    expect(CALCULATION_PARAMETER).toBe(CALCULATION_QUERY_PARAMETER);
  });

  it.each(summaries)("writes what encodeCalculation writes, and decodeCalculation reads it back (%o)", (summary) => {
    expect(calculationParameterValue(summary)).toBe(encodeCalculation(summary));
    expect(decodeCalculation(calculationParameterValue(summary))).toEqual(summary);
  });

  it.each([
    ["too many figures", Object.fromEntries(Array.from({ length: 17 }, (_, index) => [`Figure ${index}`, index]))],
    ["a label with markup", { "<b>x</b>": 1 }],
    ["a figure that is not finite", { Total: Number.NaN }],
  ])("refuses %s, as encodeCalculation does", (_name, figures) => {
    const summary = { calculator: "budget", figures } as CalculationSummary;
    expect(() => encodeCalculation(summary)).toThrow();
    expect(() => calculationParameterValue(summary)).toThrow();
  });
});
