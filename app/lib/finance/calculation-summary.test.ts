import { describe, expect, it } from "vitest";
import { encodeCalculation, figureKind, FIGURE_KINDS, type CalculatedSummary } from "./calculation-summary";
import { decodeCalculation } from "./calculation-summary-schema";

const summary: CalculatedSummary = {
  calculator: "vehicle-finance",
  figures: { "Purchase price": 350_000, "Monthly instalment": 7_412.55, Term: 72, "Interest rate": 13.25 },
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

  // A calculator encodes without a schema (no zod in the browser for it); whatever a faulty one could send,
  // the reading side (the call-me-back form, the leads API) refuses as a whole.
  it.each([
    [
      "more than sixteen figures",
      Object.fromEntries(Array.from({ length: 17 }, (_, index) => [`Figure ${index}`, index])),
    ],
    ["a label with markup", { "<b>x</b>": 1 }],
    ["a figure that is not finite", { Total: Number.NaN }],
    ["an infinite figure", { Total: Number.POSITIVE_INFINITY }],
  ])("reads back %s as no summary", (_name, figures) => {
    const sent = encodeCalculation({ calculator: "budget", figures } as CalculatedSummary);
    expect(decodeCalculation(sent)).toBeUndefined();
  });

  it("reads back every label the calculators use", () => {
    const figures = Object.fromEntries(
      Object.keys(FIGURE_KINDS)
        .slice(0, 16)
        .map((label) => [label, 1]),
    );
    expect(decodeCalculation(encodeCalculation({ calculator: "budget", figures }))).toEqual({
      calculator: "budget",
      figures,
    });
  });
});

describe("figureKind", () => {
  it.each([
    ["Monthly instalment", "amount"],
    ["Interest rate", "rate"],
    ["Term", "months"],
    ["Balloon", "percentage"],
    ["Cost of credit", "amount"],
    ["Cost of credit (excluding insurance)", "amount"],
    ["Cost of credit (including credit life)", "amount"],
    ["Final instalment", "amount"],
    ["Balloon (%)", "percentage"],
    ["Term (months)", "months"],
    ["Something else", "number"],
    ["toString", "number"],
  ])("%s is %s", (label, kind) => {
    expect(figureKind(label)).toBe(kind);
  });
});
