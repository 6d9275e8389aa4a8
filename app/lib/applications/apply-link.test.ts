import { describe, expect, it } from "vitest";
import { applyHref, applyHrefOfCalculation } from "./apply-link";
import { stepProgress } from "./application-steps";
import { dealFromQuery } from "./deal-query";

describe("the addresses that start an application", () => {
  it("carry a calculator's deal figures, and nothing else it shows", () => {
    expect(
      applyHrefOfCalculation({
        "Purchase price": 350_000,
        Deposit: 35_000,
        Term: 72,
        Balloon: 10,
        "Monthly instalment": 6_458.376,
        "Total repayable": 465_003.53,
      }),
    ).toBe(
      "/apply?product=vehicle-finance&vehiclePrice=350000&deposit=35000&termMonths=72&balloonPercent=10&instalment=6458.38",
    );
    expect(applyHrefOfCalculation({ "Total income": 30_000, "Disposable income": 4_000 })).toBe("/apply");
    expect(applyHref({ vehicleId: 42 })).toBe("/apply?vehicleId=42");
  });

  it("are read back by the deal step's rules: what a rule refuses, or is not a deal figure, is dropped", () => {
    const query = new URLSearchParams(
      "vehiclePrice=350000&termMonths=6&balloonPercent=41&deposit=1e5&instalment=6458.38&product=boat&firstName=Zo",
    );
    expect(dealFromQuery(query)).toEqual({ vehiclePrice: "350000", instalment: "6458.38" });
  });
});

describe("the step indicator's progress", () => {
  it("marks the sections answered, and reaches up to the first one still missing answers", () => {
    expect(stepProgress(undefined)).toEqual({ done: [], reached: ["deal"] });
    const progress = stepProgress({
      missing: ["employment.employer", "finances.livingExpenses"],
      outstandingDocuments: ["payslip"],
    });
    expect(progress.done).toEqual(["deal", "about-you"]);
    expect(progress.reached).toEqual(["deal", "about-you", "work-and-income"]);
    expect(stepProgress({ missing: [], outstandingDocuments: [] })).toEqual({
      done: ["deal", "about-you", "work-and-income", "spending", "documents"],
      reached: ["deal", "about-you", "work-and-income", "spending", "documents", "check"],
    });
  });
});
