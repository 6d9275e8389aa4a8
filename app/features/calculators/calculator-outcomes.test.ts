import { describe, expect, it } from "vitest";
import { encodeCalculation, figureKind } from "~/lib/finance/calculation-summary";
import { decodeCalculation } from "~/lib/finance/calculation-summary-schema";
import { formatFigure } from "~/lib/format/figure";
import { DEFAULT_CASH_POWER_PARAMETERS } from "~/lib/site-definitions/cash-power-parameters";
import { AFFORDABILITY_DEFAULTS, affordabilityOutcome } from "./affordability/affordability-calculator";
import { BUDGET_DEFAULTS, budgetOutcome } from "./budget/budget-calculator";
import { content as budgetingTool } from "~/content/pages/budgeting-tool";
import { PERSONAL_LOAN_DEFAULTS, personalLoanOutcome } from "./personal-loan/personal-loan-calculator";
import type { CalculatorOutcome } from "./shared/calculator-frame";
import { VEHICLE_INSTALMENT_DEFAULTS, vehicleOutcome } from "./vehicle-instalment/vehicle-instalment-calculator";

const figure = (outcome: CalculatorOutcome | undefined, name: string) =>
  outcome && [outcome.lead, ...outcome.figures, ...(outcome.totals ?? [])].find((entry) => entry.name === name)?.value;

/** Every figure the calculator shows under a summary label is the summary's number in that label's format. */
function expectSummaryToMatchShownFigures(outcome: CalculatorOutcome | undefined) {
  expect(outcome).toBeDefined();
  const shown = [outcome!.lead, ...outcome!.figures, ...(outcome!.totals ?? [])];
  const summary = decodeCalculation(encodeCalculation(outcome!.summary));
  // The form accepts what the calculator sends: a summary it refused would drop every figure silently.
  expect(summary).toBeDefined();
  for (const entry of shown) {
    const value = summary?.figures[entry.label];
    if (value !== undefined) expect(formatFigure(figureKind(entry.label), value)).toBe(entry.value);
  }
}

describe("vehicle instalment calculator", () => {
  it("shows the figures of the finance function, with the Act's breakdown", () => {
    const { messages, outcome } = vehicleOutcome({
      ...VEHICLE_INSTALMENT_DEFAULTS,
      price: "100000",
      deposit: "0",
      rate: "12",
      term: "12",
      fee: "upfront",
    });
    expect(messages).toEqual({});
    expect(figure(outcome, "monthly-instalment")).toBe("R 8 953.88");
    // Eleven instalments of R8 953.88 and a last of R8 953.85 that settles the balance to the cent.
    expect(figure(outcome, "final-instalment")).toBe("R 8 953.85");
    expect(figure(outcome, "interest")).toBe("R 6 618.53");
    expect(figure(outcome, "initiation-fee")).toBe("R 1 207.50");
    expect(figure(outcome, "service-fees")).toBe("R 828.00");
    expect(figure(outcome, "cost-of-credit")).toBe("R 8 654.03");
    expect(figure(outcome, "total-repayable")).toBe("R 108 654.03");
    expect(outcome?.totals?.map((shown) => shown.label)).toEqual([
      "Cost of credit (excluding insurance)",
      "Total repayable",
    ]);
    expect(outcome?.summary.figures["Monthly instalment"]).toBe(8953.88);
    expectSummaryToMatchShownFigures(outcome);
  });

  it("charges a small amount borrowed the smaller initiation fee the Act allows", () => {
    const { outcome } = vehicleOutcome({ ...VEHICLE_INSTALMENT_DEFAULTS, price: "10000", deposit: "8000" });
    expect(figure(outcome, "initiation-fee")).toBe("R 304.75");
  });

  it.each([
    ["12,5", "R 6 333.44"],
    ["12.5", "R 6 333.44"],
  ])("reads a rate of %s as 12.5%%", (rate, instalment) => {
    expect(figure(vehicleOutcome({ ...VEHICLE_INSTALMENT_DEFAULTS, rate }).outcome, "monthly-instalment")).toBe(
      instalment,
    );
  });

  it("reads spaces between digit groups", () => {
    expect(vehicleOutcome({ ...VEHICLE_INSTALMENT_DEFAULTS, price: "350 000" }).outcome).toEqual(
      vehicleOutcome(VEHICLE_INSTALMENT_DEFAULTS).outcome,
    );
  });

  it.each([
    [{ deposit: "400000" }, "deposit", "Deposit cannot be more than purchase price"],
    [{ deposit: "350000" }, "deposit", "The deposit pays the whole price, so there is nothing to finance"],
    [{ deposit: "-5000" }, "deposit", "This is not a number"],
    [{ price: "350 000abc" }, "price", "This is not a number"],
    [{ rate: "13,25,1" }, "rate", "This is not a number"],
    [{ price: "5000" }, "price", "Price cannot be less than R 10 000"],
    [{ price: "20000000" }, "price", "Price cannot be more than R 10 000 000"],
    [{ term: "100" }, "term", "The value of this field cannot be more than 96"],
    [{ balloon: "41" }, "balloon", "The value of this field cannot be more than 40"],
    [
      { rate: "25" },
      "rate",
      "The interest rate cannot be more than 23.75% a year, the most the National Credit Act allows for an instalment agreement (vehicle and asset finance)",
    ],
    [{ rate: "" }, "rate", "This field is required"],
  ])("%o shows its field message and no figure", (change, field, message) => {
    const { messages, outcome } = vehicleOutcome({ ...VEHICLE_INSTALMENT_DEFAULTS, ...change });
    expect(messages).toMatchObject({ [field]: message });
    expect(outcome).toBeUndefined();
  });

  it("refuses 0% as an interest rate", () => {
    const { messages, outcome } = vehicleOutcome({ ...VEHICLE_INSTALMENT_DEFAULTS, rate: "0" });
    expect(messages).toMatchObject({ rate: "The interest rate must be more than 0%" });
    expect(outcome).toBeUndefined();
  });

  it("never shows NaN at the smallest rate with the largest balloon", () => {
    const { outcome } = vehicleOutcome({ ...VEHICLE_INSTALMENT_DEFAULTS, rate: "0.0001", balloon: "40", deposit: "0" });
    expect(JSON.stringify(outcome)).not.toContain("NaN");
    expect(figure(outcome, "balloon-amount")).toBe("R 140 000.00");
  });
});

describe("affordability calculator", () => {
  it("solves for the purchase price", () => {
    const { outcome, basis } = affordabilityOutcome({
      ...AFFORDABILITY_DEFAULTS,
      instalment: "5069",
      deposit: "20000",
      // A rate too small to change a cent, so the price is (instalment − service fee) × term + deposit.
      rate: "0.0000001",
      term: "60",
      fee: "upfront",
    });
    expect(figure(outcome, "purchase-price")).toBe("R 320 000.00");
    expect(figure(outcome, "cost-of-credit")).toBe("R 5 347.50");
    expect(basis).toBe(
      "The total repayable is the sum of what you pay: 60 instalments (each rounded to the cent) and the initiation fee paid up front.",
    );
    expectSummaryToMatchShownFigures(outcome);
  });

  it("refuses an instalment below the service fee", () => {
    expect(affordabilityOutcome({ ...AFFORDABILITY_DEFAULTS, instalment: "50" }).outcome).toBeUndefined();
  });

  it("refuses a deposit above R10 000 000 and a result above the largest price we finance", () => {
    expect(affordabilityOutcome({ ...AFFORDABILITY_DEFAULTS, deposit: "10000000000" }).messages).toEqual({
      deposit: "The value of this field cannot be more than R 10 000 000",
    });
    expect(
      affordabilityOutcome({ ...AFFORDABILITY_DEFAULTS, instalment: "250000", deposit: "5000000" }).messages,
    ).toEqual({
      instalment: "That buys more than the R 10 000 000.00 we finance: lower the instalment or the deposit",
    });
  });
});

describe("personal loan calculator", () => {
  it("starts on the representative example: R1 913.26 a month, falling to R1 705.93, R133 770.49 repayable", () => {
    const { outcome } = personalLoanOutcome(PERSONAL_LOAN_DEFAULTS, DEFAULT_CASH_POWER_PARAMETERS);
    expect(figure(outcome, "monthly-instalment")).toBe("R 1 913.26");
    expect(outcome?.leadNote).toBe("For months 1 to 28; then it falls with the credit life premium, to R 1 705.93");
    expect(figure(outcome, "final-instalment")).toBe("R 1 705.93");
    expect(figure(outcome, "total-repayable")).toBe("R 133 770.49");
    expect(figure(outcome, "cost-of-credit")).toBe("R 73 770.49");
    expect(figure(outcome, "credit-life")).toBe("R 11 440.61");
    expect(outcome?.totals?.[0]?.label).toBe("Cost of credit (including credit life)");
    expectSummaryToMatchShownFigures(outcome);
  });

  it("charges R2 000 over 24 months at 18% an initiation fee of R304.75: R192.13 a month", () => {
    const { outcome } = personalLoanOutcome({ amount: "2000", term: "24", rate: "18" }, DEFAULT_CASH_POWER_PARAMETERS);
    expect(figure(outcome, "initiation-fee")).toBe("R 304.75");
    expect(figure(outcome, "monthly-instalment")).toBe("R 192.13");
  });

  it("keeps the term within the parameters and the rate within the legal maximum", () => {
    const { messages } = personalLoanOutcome(
      { amount: "60000", term: "80", rate: "30" },
      DEFAULT_CASH_POWER_PARAMETERS,
    );
    expect(messages).toEqual({
      term: "The value of this field cannot be more than 72",
      rate: "The interest rate cannot be more than 27.75% a year, the most the National Credit Act allows for an unsecured credit transaction (personal loan)",
    });
  });
});

describe("budget calculator", () => {
  it("gives disposable income and the instalment it carries", () => {
    const { outcome, result } = budgetOutcome(BUDGET_DEFAULTS);
    expect(result?.totalIncome).toBe(32_000);
    expect(result?.totalExpenses).toBe(23_100);
    expect(figure(outcome, "disposable-income")).toBe("R 8 900.00");
    expect(figure(outcome, "left-for-vehicle")).toBe("R 5 700.00");
    expect(outcome?.lead.label).toBe("Left each month for a vehicle");
    // Said under the figure: it is not an instalment, the car's running costs come out of it too.
    expect(outcome?.leadNote).toBe(
      "After 10% of your income kept aside. It has to pay for the whole car: the instalment and its insurance, fuel, tyres and services, so keep the instalment well below it.",
    );
    expect(outcome?.summary.figures).toMatchObject({ "Left for a vehicle": 5700 });
    expect(outcome?.nextStep).toBeUndefined();
  });

  it("starts on a plausible household: transport, insurance and medical costs are never nil", () => {
    for (const line of ["transport", "insurance", "medical", "utilities", "communication"] as const)
      expect(Number(BUDGET_DEFAULTS[line])).toBeGreaterThan(0);
  });

  it("is the example budget of the budgeting tool's page, line for line", () => {
    const section = budgetingTool.sections.find((candidate) => candidate.id === "example-budget");
    const items = section?.kind === "spec-list" ? section.items : [];
    const rands = (text: string | undefined) => Number((text ?? "").replace(/^R |,.*$/g, "").replace(/ /g, ""));
    const { result } = budgetOutcome(BUDGET_DEFAULTS);
    expect(rands(items[0]?.value)).toBe(result?.totalIncome);
    const lines = items.slice(1, -1).reduce((sum, item) => sum + rands(item.value), 0);
    expect(lines).toBe(result?.totalExpenses);
    expect(rands(items.at(-1)?.value)).toBe(result?.disposableIncome);
  });

  it("says plainly how much a budget falls short, and offers help instead of a call back about finance", () => {
    const { outcome } = budgetOutcome({ ...BUDGET_DEFAULTS, salary: "21900" });
    expect(outcome?.lead).toEqual({ name: "shortfall", label: "Each month you are short by", value: "R 1 200.00" });
    expect(outcome?.leadNote).toBeUndefined();
    expect(outcome?.nextStep).toBeDefined();
    expect(outcome?.summary.figures).toMatchObject({ Shortfall: 1200, "Disposable income": -1200 });
  });

  it("asks for an emptied field and refuses a minus sign or an amount above R10 000 000", () => {
    expect(budgetOutcome({ ...BUDGET_DEFAULTS, groceries: "" }).messages).toEqual({
      groceries: "This field is required",
    });
    expect(budgetOutcome({ ...BUDGET_DEFAULTS, groceries: "-600", salary: "10000001" }).messages).toEqual({
      groceries: "This is not a number",
      salary: "The value of this field cannot be more than R 10 000 000",
    });
  });
});
