import { describe, expect, it } from "vitest";
import { decodeCalculation, encodeCalculation, type CalculationSummary } from "./calculation-summary";

const summary: CalculationSummary = {
  calculator: "vehicle-finance",
  figures: { "Purchase price": 350_000, "Monthly instalment": 7_412.55, "Term (months)": 72 },
};

describe("calculation summary", () => {
  it("survives a round trip through a query string", () => {
    const query = new URLSearchParams({ calculation: encodeCalculation(summary) }).toString();
    expect(decodeCalculation(new URLSearchParams(query).get("calculation"))).toEqual(summary);
  });

  it.each([
    ["nothing", null],
    ["not JSON", "{oops"],
    ["an unknown calculator", JSON.stringify({ calculator: "mortgage", figures: {} })],
    ["a figure that is not a number", JSON.stringify({ calculator: "budget", figures: { Income: "lots" } })],
    ["a label with markup", JSON.stringify({ calculator: "budget", figures: { "<b>x</b>": 1 } })],
    ["an extra field", JSON.stringify({ ...summary, idNumber: "8001015009087" })],
  ])("reads %s as no summary", (_name, value) => {
    expect(decodeCalculation(value)).toBeUndefined();
  });

  it("refuses to encode more than sixteen figures", () => {
    const figures = Object.fromEntries(Array.from({ length: 17 }, (_, index) => [`Figure ${index}`, index]));
    expect(() => encodeCalculation({ calculator: "budget", figures })).toThrow();
  });
});
