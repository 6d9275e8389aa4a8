import { describe, expect, it } from "vitest";
import { DEFAULT_CASH_POWER_PARAMETERS } from "~/lib/site-definitions/cash-power-parameters";
import { parseCashPowerResponse } from "./cash-power-response";

const changed = { ...DEFAULT_CASH_POWER_PARAMETERS, cpInterestMax: 27.5 };

describe("parseCashPowerResponse", () => {
  it("reads the parameters from the JSON string in result", () => {
    expect(parseCashPowerResponse({ result: JSON.stringify(changed) })).toEqual(changed);
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
      "an example rate above the legal maximum",
      { result: JSON.stringify({ ...DEFAULT_CASH_POWER_PARAMETERS, cpInterestMax: 30, cpExampleRate: 29 }) },
    ],
  ])("gives nothing for %s, so the defaults stay", (_name, body) => {
    expect(parseCashPowerResponse(body)).toBeUndefined();
  });
});
