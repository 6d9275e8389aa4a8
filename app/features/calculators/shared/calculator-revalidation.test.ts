import type { ShouldRevalidateFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { isCalculatorParameter } from "~/lib/finance/calculator-parameters";
import { keepDataWhileCalculating } from "./calculator-revalidation";

const origin = "https://example.test";

function decide(from: string, to: string, extra: Partial<ShouldRevalidateFunctionArgs> = {}): boolean {
  return keepDataWhileCalculating({
    currentUrl: new URL(from, origin),
    currentParams: {},
    nextUrl: new URL(to, origin),
    nextParams: {},
    defaultShouldRevalidate: true,
    ...extra,
  });
}

describe("isCalculatorParameter", () => {
  it.each([
    ["vehicle-price", true],
    ["afford-instalment", true],
    ["loan-term", true],
    ["budget-salary", true],
    ["calculation", true],
    ["make", false],
    ["vehicle", false],
    ["page", false],
    ["q", false],
  ])("%s is %s", (key, expected) => {
    expect(isCalculatorParameter(key)).toBe(expected);
  });
});

describe("keepDataWhileCalculating", () => {
  it.each([
    ["a figure typed", "/balloon-payments", "/balloon-payments?vehicle-price=200000"],
    ["a figure changed", "/useful-tools?loan-term=36", "/useful-tools?loan-term=24&budget-salary=1"],
    ["a figure back at its default, the stale summary dropped", "/x?vehicle-term=60&calculation=%7B%7D", "/x"],
    [
      "the other parameters in another order",
      "/find-a-car?make=VW&q=polo",
      "/find-a-car?q=polo&make=VW&afford-term=60",
    ],
  ])("keeps the route's data for %s on the same page", (_, from, to) => {
    expect(decide(from, to)).toBe(false);
  });

  it.each([
    ["another page", "/balloon-payments?vehicle-price=1", "/motorcycle-finance?vehicle-price=1"],
    ["a search parameter beside the figures", "/find-a-car?afford-term=60", "/find-a-car?afford-term=60&make=VW"],
    [
      "the same address again (a revalidation)",
      "/balloon-payments?vehicle-price=1",
      "/balloon-payments?vehicle-price=1",
    ],
  ])("leaves %s to React Router", (_, from, to) => {
    expect(decide(from, to)).toBe(true);
    expect(decide(from, to, { defaultShouldRevalidate: false })).toBe(false);
  });

  it("leaves a form post to React Router, whatever its address", () => {
    expect(decide("/call-me-back", "/call-me-back?calculation=%7B%7D", { formMethod: "POST" })).toBe(true);
  });
});
