import { describe, expect, it } from "vitest";
import {
  applicantSectionSchema,
  applicationPatchSchema,
  crossFieldProblems,
  missingFields,
  type ApplicationSections,
} from "./application-sections";

const empty: ApplicationSections = { deal: {}, applicant: {}, employment: {}, finances: {} };
const codes = (input: unknown) =>
  (applicationPatchSchema.safeParse(input).error?.issues ?? []).map((issue) => [
    issue.path.join("."),
    issue.code === "custom" ? issue.message : issue.code,
  ]);

describe("the application's sections", () => {
  it("lists every required field of an empty application, in the order of the steps", () => {
    const missing = missingFields(empty);
    expect(missing[0]).toBe("deal.product");
    expect(missing).toContain("applicant.idNumber");
    expect(missing.at(-1)).toBe("finances.debtRepayments");
  });

  it("needs an employer unless the applicant is a pensioner", () => {
    const base = { ...empty, employment: { employmentType: "pensioner" as const } };
    expect(missingFields(base)).not.toContain("employment.employer");
    expect(missingFields({ ...base, employment: { employmentType: "permanent" } })).toContain("employment.employer");
  });

  it("judges the pairings no single field can", () => {
    expect(
      crossFieldProblems({
        ...empty,
        deal: { vehiclePrice: 100_000, deposit: 60_000, tradeIn: 40_000 },
        employment: { grossMonthlyIncome: 10_000, netMonthlyIncome: 12_000 },
      }),
    ).toEqual({ "deal.deposit": "notBelowPrice", "employment.netMonthlyIncome": "aboveGross" });
  });

  it("gives each field the §5 code of its rule", () => {
    expect(codes({ applicant: { idNumber: "8001015009088" } })).toEqual([["applicant.idNumber", "checksumFailed"]]);
    expect(codes({ applicant: { surname: "O'Brien" } })).toEqual([["applicant.surname", "lettersSpacesHyphens"]]);
    expect(codes({ applicant: { postalCode: "77" } })).toEqual([["applicant.postalCode", "invalid"]]);
    expect(codes({ applicant: { city: "Cape\u0000Town" } })).toEqual([["applicant.city", "invalid"]]);
    expect(codes({ deal: { termMonths: 6 } })).toEqual([["deal.termMonths", "min"]]);
    expect(codes({ deal: { termMonths: 60.5 } })).toEqual([["deal.termMonths", "invalid"]]);
    expect(codes({})).toEqual([["", "noSection"]]);
  });

  it("trims what is typed", () => {
    expect(applicantSectionSchema.parse({ firstName: "  Zoë  ", cellphone: " 0825551234 " })).toEqual({
      firstName: "Zoë",
      cellphone: "0825551234",
    });
  });
});
