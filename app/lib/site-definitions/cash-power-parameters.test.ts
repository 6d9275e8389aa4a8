import { describe, expect, it } from "vitest";
import {
  DEFAULT_CASH_POWER_PARAMETERS,
  readCashPowerParameters,
  renderedCashPowerParameters,
} from "./cash-power-parameters";

describe("cash-power parameters", () => {
  it("reads published parameters and refuses invalid ones", () => {
    const published = { ...DEFAULT_CASH_POWER_PARAMETERS, cpInterestMax: 27.5 };
    expect(readCashPowerParameters(published)).toEqual(published);
    expect(readCashPowerParameters({ ...published, cpInterestMin: 29 })).toBeUndefined();
    expect(readCashPowerParameters({ ...published, cpTermMin: "24" })).toBeUndefined();
    expect(readCashPowerParameters(null)).toBeUndefined();
  });

  it("renders a page with the live parameters handed over, or the defaults without them", () => {
    const live = { ...DEFAULT_CASH_POWER_PARAMETERS, cpInterestMin: 19.5 };
    expect(renderedCashPowerParameters({ cashPowerParameters: live })).toBe(live);
    expect(renderedCashPowerParameters({})).toBe(DEFAULT_CASH_POWER_PARAMETERS);
  });
});
