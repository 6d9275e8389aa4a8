import { describe, expect, it } from "vitest";
import { DEFAULT_CASH_POWER_PARAMETERS } from "~/lib/site-definitions/cash-power-parameters";
import { AFFORDABILITY_DEFAULTS, affordabilityOutcome } from "./affordability/affordability-calculator";
import { BUDGET_DEFAULTS, budgetOutcome } from "./budget/budget-calculator";
import { PERSONAL_LOAN_DEFAULTS, personalLoanOutcome } from "./personal-loan/personal-loan-calculator";
import { VEHICLE_INSTALMENT_DEFAULTS, vehicleOutcome } from "./vehicle-instalment/vehicle-instalment-calculator";

const figure = (outcome: ReturnType<typeof vehicleOutcome>["outcome"], name: string) =>
  outcome && [outcome.lead, ...outcome.figures].find((entry) => entry.name === name)?.value;

describe("vehicle instalment calculator", () => {
  it("shows the figures of the finance function for valid input", () => {
    const { messages, outcome } = vehicleOutcome({
      ...VEHICLE_INSTALMENT_DEFAULTS,
      price: "100000",
      deposit: "0",
      rate: "12",
      term: "12",
      service: "0",
      fee: "upfront",
    });
    expect(messages).toEqual({});
    expect(figure(outcome, "monthly-instalment")).toBe("R 8 884.88");
    expect(outcome?.summary.figures["Monthly instalment"]).toBe(8884.88);
  });

  it.each([
    [{ deposit: "400000" }, "deposit", "Deposit cannot be more than purchase price"],
    [{ price: "5000" }, "price", "Price cannot be less than R 10 000"],
    [{ price: "20000000" }, "price", "Price cannot be more than R 10 000 000"],
    [{ term: "100" }, "term", "The value of this field cannot be more than 96"],
    [{ balloon: "41" }, "balloon", "The value of this field cannot be more than 40"],
    [{ rate: "" }, "rate", "This field is required"],
  ])("%o shows its field message and no figure", (change, field, message) => {
    const { messages, outcome } = vehicleOutcome({ ...VEHICLE_INSTALMENT_DEFAULTS, ...change });
    expect(messages).toMatchObject({ [field]: message });
    expect(outcome).toBeUndefined();
  });

  it("never shows NaN at 0% with the largest balloon", () => {
    const { outcome } = vehicleOutcome({ ...VEHICLE_INSTALMENT_DEFAULTS, rate: "0", balloon: "40", deposit: "0" });
    expect(JSON.stringify(outcome)).not.toContain("NaN");
    expect(figure(outcome, "balloon-amount")).toBe("R 140 000.00");
  });
});

describe("affordability calculator", () => {
  it("solves for the purchase price", () => {
    const { outcome } = affordabilityOutcome({
      ...AFFORDABILITY_DEFAULTS,
      instalment: "5000",
      deposit: "20000",
      rate: "0",
      term: "60",
      service: "0",
      fee: "upfront",
    });
    expect(figure(outcome, "purchase-price")).toBe("R 320 000.00");
  });

  it("refuses an instalment below the service fee", () => {
    expect(affordabilityOutcome({ ...AFFORDABILITY_DEFAULTS, instalment: "50" }).outcome).toBeUndefined();
  });
});

describe("personal loan calculator", () => {
  it("starts on the representative example: R1 913.25 a month, R137 754.32 in total", () => {
    const { outcome } = personalLoanOutcome(PERSONAL_LOAN_DEFAULTS, DEFAULT_CASH_POWER_PARAMETERS);
    expect(figure(outcome, "monthly-instalment")).toBe("R 1 913.25");
    expect(figure(outcome, "total-cost")).toBe("R 137 754.32");
  });

  it("keeps the term and rate within the parameters", () => {
    const { messages } = personalLoanOutcome(
      { amount: "60000", term: "80", rate: "30" },
      DEFAULT_CASH_POWER_PARAMETERS,
    );
    expect(messages).toEqual({
      term: "The value of this field cannot be more than 72",
      rate: "The value of this field cannot be more than 28",
    });
  });
});

describe("budget calculator", () => {
  it("gives disposable income and the instalment it carries", () => {
    const { outcome, result } = budgetOutcome(BUDGET_DEFAULTS);
    expect(result?.totalIncome).toBe(32_000);
    expect(result?.totalExpenses).toBe(25_500);
    expect(figure(outcome, "disposable-income")).toBe("R 6 500.00");
    expect(figure(outcome, "affordable-instalment")).toBe("R 3 300.00");
  });

  it("asks for an emptied field", () => {
    expect(budgetOutcome({ ...BUDGET_DEFAULTS, groceries: "" }).messages).toEqual({
      groceries: "This field is required",
    });
  });
});
