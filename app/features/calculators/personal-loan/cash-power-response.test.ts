import { describe, expect, it } from "vitest";
import { DEFAULT_CASH_POWER_PARAMETERS } from "~/lib/site-definitions/cash-power-parameters";
import { parseCashPowerResponse } from "./cash-power-response";

const changed = { ...DEFAULT_CASH_POWER_PARAMETERS, cpInterestMax: 27.5 };

describe("parseCashPowerResponse", () => {
  it("reads the parameters from the JSON string in result", () => {
    expect(parseCashPowerResponse({ result: JSON.stringify(changed) })).toEqual(changed);
  });

  it("trims the update date", () => {
    expect(parseCashPowerResponse({ result: { ...changed, cpDateUpdated: " August 2025 " } })).toEqual({
      ...changed,
      cpDateUpdated: "August 2025",
    });
  });

  it("accepts an object in result", () => {
    expect(parseCashPowerResponse({ result: changed })).toEqual(changed);
  });

  it.each([
    ["nothing", undefined],
    ["an error answer", { error: { code: "not_found", message: "Not found" } }],
    ["a result that is not JSON", { result: "{oops" }],
    ["a result missing fields", { result: JSON.stringify({ cpTermMin: 24 }) }],
    ["a minimum above the maximum", { result: JSON.stringify({ ...DEFAULT_CASH_POWER_PARAMETERS, cpTermMin: 80 }) }],
    [
      "a rate minimum above the maximum",
      { result: JSON.stringify({ ...DEFAULT_CASH_POWER_PARAMETERS, cpInterestMin: 29 }) },
    ],
    ["a term in part months", { result: JSON.stringify({ ...DEFAULT_CASH_POWER_PARAMETERS, cpTermMax: 60.5 }) }],
    ["a term over ten years", { result: JSON.stringify({ ...DEFAULT_CASH_POWER_PARAMETERS, cpTermMax: 121 }) }],
    ["a negative fee", { result: JSON.stringify({ ...DEFAULT_CASH_POWER_PARAMETERS, adminFeeInclVat: -1 }) }],
    ["an example loan of nothing", { result: JSON.stringify({ ...DEFAULT_CASH_POWER_PARAMETERS, cpExampleLoan: 0 }) }],
    ["a blank update date", { result: JSON.stringify({ ...DEFAULT_CASH_POWER_PARAMETERS, cpDateUpdated: "   " }) }],
    ["a rate given as text", { result: JSON.stringify({ ...DEFAULT_CASH_POWER_PARAMETERS, cpInterestMax: "28" }) }],
    ["a field it does not know", { result: JSON.stringify({ ...DEFAULT_CASH_POWER_PARAMETERS, cpBonus: 1 }) }],
    [
      "an example rate above the legal maximum",
      { result: JSON.stringify({ ...DEFAULT_CASH_POWER_PARAMETERS, cpInterestMax: 30, cpExampleRate: 29 }) },
    ],
  ])("gives nothing for %s, so the defaults stay", (_name, body) => {
    expect(parseCashPowerResponse(body)).toBeUndefined();
  });
});
