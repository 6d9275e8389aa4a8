import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { amountFromText, sectionStepSchema, stepErrorMap } from "./application-step-schemas";
import { nextStep } from "./application-steps";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};
const errorsOf = (name: Parameters<typeof sectionStepSchema>[0], entries: Record<string, string>, partial = false) => {
  const submission = parseWithZod(form(entries), {
    schema: sectionStepSchema(name, { partial }),
    error: stepErrorMap,
    disableAutoCoercion: true,
  });
  return submission.status === "error" ? submission.error : undefined;
};

describe("the /apply steps' forms", () => {
  it("reads amounts as South Africans type them", () => {
    expect(amountFromText("R350 000")).toBe(350_000);
    expect(amountFromText("7 425,50")).toBe(7425.5);
    expect(amountFromText("7425.50")).toBe(7425.5);
    expect(amountFromText("12,345,678")).toBeNaN();
    expect(amountFromText("abc")).toBeNaN();
  });

  it("reads a whole step's form into its section, dropping the fields that are not answers", () => {
    const submission = parseWithZod(
      form({ product: "vehicle-finance", vehiclePrice: "R350 000", deposit: "", termMonths: "72", _csrf: "x" }),
      { schema: sectionStepSchema("deal"), error: stepErrorMap, disableAutoCoercion: true },
    );
    expect(submission.status).toBe("success");
    if (submission.status === "success")
      expect(submission.value).toEqual({ product: "vehicle-finance", vehiclePrice: 350_000, termMonths: 72 });
  });

  it("names each field that is missing, not valid or wrongly paired, with its code", () => {
    expect(errorsOf("deal", { vehiclePrice: "100000", deposit: "100000", termMonths: "six" })).toEqual({
      product: ["required"],
      termMonths: ["invalid"],
      deposit: ["notBelowPrice"],
    });
    expect(
      errorsOf("employment", { employmentType: "permanent", grossMonthlyIncome: "10000", netMonthlyIncome: "12000" }),
    ).toEqual({
      employer: ["required"],
      monthsEmployed: ["required"],
      netMonthlyIncome: ["aboveGross"],
    });
    expect(errorsOf("applicant", { idNumber: "8001015009088", province: "atlantis" }, true)).toEqual({
      idNumber: ["checksumFailed"],
      province: ["invalid"],
    });
  });

  it("goes from one step to the next, and stays on the last", () => {
    expect(nextStep("deal").key).toBe("about-you");
    expect(nextStep("check").key).toBe("check");
  });
});
