import { describe, expect, it } from "vitest";
import { decodeCalculation } from "~/lib/finance/calculation-summary-schema";
import { callMeBackTarget } from "./call-me-back-link";
import {
  carriedParameters,
  fieldMessages,
  parseFigure,
  readCalculatorValues,
  writeCalculatorValues,
} from "./calculator-query";

const defaults = { price: "350000", term: "72" } as const;

describe("calculator values in the URL query", () => {
  it("reads each field under its prefix and falls back to the default", () => {
    expect(readCalculatorValues(new URLSearchParams("vehicle-price=200000&other=1"), "vehicle", defaults)).toEqual({
      price: "200000",
      term: "72",
    });
  });

  it("ignores a value too long to be a typed figure", () => {
    expect(
      readCalculatorValues(new URLSearchParams(`vehicle-price=${"9".repeat(30)}`), "vehicle", defaults).price,
    ).toBe("350000");
  });

  it("writes changed fields, drops fields at their default and keeps other parameters", () => {
    const query = writeCalculatorValues(
      new URLSearchParams("vehicle-term=60&keep=yes"),
      "vehicle",
      { price: "200000", term: "72" },
      defaults,
    );
    expect(query.toString()).toBe("keep=yes&vehicle-price=200000");
  });

  it("drops a calculation summary whose figures have changed", () => {
    const query = writeCalculatorValues(new URLSearchParams("calculation=%7B%7D"), "vehicle", defaults, defaults);
    expect(query.has("calculation")).toBe(false);
  });

  it("round-trips through a reload", () => {
    const values = { price: "123456", term: "48" };
    const query = writeCalculatorValues(new URLSearchParams(), "vehicle", values, defaults);
    expect(readCalculatorValues(query, "vehicle", defaults)).toEqual(values);
  });
});

describe("carriedParameters", () => {
  it("keeps every parameter that is neither this calculator's nor the calculation summary, repeats included", () => {
    const query = new URLSearchParams("vehicle-price=1&loan-term=36&calculation=%7B%7D&tag=a&tag=b&vehicle-x=2");
    expect(carriedParameters(query, "vehicle", ["price", "term"])).toEqual([
      ["loan-term", "36"],
      ["tag", "a"],
      ["tag", "b"],
      ["vehicle-x", "2"],
    ]);
  });
});

describe("parseFigure", () => {
  it.each([
    ["350000", 350_000],
    [" 24.5 ", 24.5],
    ["12.", 12],
    [".5", 0.5],
    ["", Number.NaN],
    ["1e5", Number.NaN],
    ["-3", Number.NaN],
    ["R100", Number.NaN],
  ])("%j is %s", (text, expected) => {
    expect(parseFigure(text)).toBe(expected);
  });
});

describe("fieldMessages", () => {
  it("asks for an empty field before any rule", () => {
    expect(fieldMessages({ a: "", b: "5", c: "1" }, { a: "rule a", b: "rule b" })).toEqual({
      a: "This field is required",
      b: "rule b",
    });
  });
});

describe("callMeBackTarget", () => {
  it("links to the form on this page with the summary in the calculation parameter", () => {
    const summary = { calculator: "budget", figures: { "Total income": 32_000 } } as const;
    const target = callMeBackTarget(summary, new URLSearchParams("budget-salary=32000"));
    const url = new URL(target, "https://example.test/budgeting-tool/");
    expect(url.pathname).toBe("/budgeting-tool/");
    expect(url.hash).toBe("#call-me-back");
    expect(url.searchParams.get("budget-salary")).toBe("32000");
    expect(decodeCalculation(url.searchParams.get("calculation"))).toEqual(summary);
  });
});
