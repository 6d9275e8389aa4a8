import { describe, expect, it } from "vitest";
import { DEFAULT_CASH_POWER_PARAMETERS } from "~/lib/site-definitions/cash-power-parameters";
import {
  interestRateCapMessage,
  maximumCreditLifePremium,
  maximumInitiationFee,
  maximumInterestRate,
  maximumMonthlyServiceFee,
  REPO_RATE,
  VAT_RATE,
  withVat,
  type AgreementType,
} from "./credit-regulations";
import { offeredRateRange } from "./personal-loan";

const types: AgreementType[] = ["unsecured-credit-transaction", "instalment-agreement"];

describe("maximumInitiationFee (regulations 42 and 43)", () => {
  it.each<[number, number, string]>([
    // R165 plus 10% of the amount above R1 000, plus VAT.
    [2_000, 304.75, "R165 + R100, plus VAT"],
    [5_000, 649.75, "R165 + R400, plus VAT"],
    [9_850, 1_207.5, "exactly at the ceiling"],
    [9_851, 1_207.5, "held to the R1 050 ceiling"],
    [60_000, 1_207.5, "the §9 representative example's fee"],
    [350_000, 1_207.5, "a large loan pays the ceiling, never more"],
    // At R1 300 the formula and 15% of the principal meet; below it 15% is the lower.
    [1_300, 224.25, "R195 either way"],
    [1_000, 172.5, "15% of R1 000 (R150) is less than R165"],
    [500, 86.25, "15% of R500"],
    [0, 0, "no credit, no fee"],
  ])("R%d borrowed: at most R%d including VAT (%s)", (principal, expected) => {
    for (const type of types) expect(maximumInitiationFee(principal, type)).toBe(expected);
  });

  it("refuses a principal that is not an amount", () => {
    expect(() => maximumInitiationFee(Number.NaN, "instalment-agreement")).toThrow(RangeError);
    expect(() => maximumInitiationFee(-1, "instalment-agreement")).toThrow(RangeError);
  });

  it("follows the VAT rate it is given", () => {
    expect(maximumInitiationFee(60_000, "unsecured-credit-transaction", { ...VAT_RATE, percent: 0 })).toBe(1_050);
  });
});

describe("maximumMonthlyServiceFee (regulation 44)", () => {
  it.each(types)("is R60 plus VAT, R69.00, for %s", (type) => {
    expect(maximumMonthlyServiceFee(type)).toBe(69);
  });
});

describe("maximumInterestRate (regulation 42, Table A)", () => {
  it.each<[AgreementType, number, number]>([
    ["unsecured-credit-transaction", 7, 28],
    ["instalment-agreement", 7, 24],
    ["unsecured-credit-transaction", 7.25, 28.25],
    ["instalment-agreement", 6.75, 23.75],
  ])("%s at a repo rate of %d%% is %d%%", (type, repo, expected) => {
    expect(maximumInterestRate(type, { ...REPO_RATE, percent: repo })).toBe(expected);
  });

  it("refuses a rate above the maximum with a message that names the maximum and the agreement", () => {
    expect(interestRateCapMessage(27.75, "unsecured-credit-transaction")).toBeUndefined();
    expect(interestRateCapMessage(27.76, "unsecured-credit-transaction")).toBe(
      "The interest rate cannot be more than 27.75% a year, the most the National Credit Act allows for an unsecured credit transaction (personal loan)",
    );
    expect(interestRateCapMessage(24, "instalment-agreement")).toMatch(
      /more than 23\.75% a year.*instalment agreement/,
    );
  });
});

describe("the dated parameters", () => {
  it("give VAT at 15%", () => {
    expect(withVat(100)).toBe(115);
  });

  it("apply the repo rate of the latest decision checked: 6.75% (caps of 27.75% and 23.75%)", () => {
    expect(REPO_RATE.percent).toBe(6.75);
    expect(maximumInterestRate("unsecured-credit-transaction")).toBe(27.75);
    expect(maximumInterestRate("instalment-agreement")).toBe(23.75);
  });

  it("hold the §9 cash-power fees at the legal caps; a rate maximum set under a higher repo rate gives way to the cap", () => {
    const parameters = DEFAULT_CASH_POWER_PARAMETERS;
    expect(parameters.initiationFeeInclVat).toBe(
      maximumInitiationFee(Number.MAX_SAFE_INTEGER, "unsecured-credit-transaction"),
    );
    expect(parameters.adminFeeInclVat).toBe(maximumMonthlyServiceFee("unsecured-credit-transaction"));
    // July 2025's maximum was the cap at 7.00%; the calculators and pages offer at most today's cap.
    expect(parameters.cpInterestMax).toBe(
      maximumInterestRate("unsecured-credit-transaction", { ...REPO_RATE, percent: 7 }),
    );
    expect(offeredRateRange(parameters)).toEqual({ min: 18, max: 27.75 });
    expect(offeredRateRange({ cpInterestMin: 15, cpInterestMax: 22 })).toEqual({ min: 15, max: 22 });
  });
});

describe("maximumCreditLifePremium (Credit Life Insurance Regulations, 2017)", () => {
  it.each<[number, number]>([
    [200_000, 900],
    [61_207.5, 275.43], // R275.43375, rounded down
    [47_028.63, 211.62], // R211.628835, rounded down: never over the cap
    [1_000, 4.5],
    [0, 0],
  ])("R%d owed: at most R%d a month", (balance, premium) => {
    expect(maximumCreditLifePremium(balance)).toBe(premium);
  });

  it("refuses a balance that is not an amount", () => {
    expect(() => maximumCreditLifePremium(Number.NaN)).toThrow(RangeError);
    expect(() => maximumCreditLifePremium(-1)).toThrow(RangeError);
  });
});
