import { APPLICATION_NAME_MAX_LENGTH, APPLICATION_TEXT_MAX_LENGTH } from "./application-limits";
import { VEHICLE_FINANCE_LIMITS } from "~/lib/finance/vehicle-finance";
import { validateCellphone } from "~/lib/validation/cellphone";
import { validateEmail } from "~/lib/validation/email";
import { validateLettersSpacesHyphens } from "~/lib/validation/letters-spaces-hyphens";
import { validateSaIdNumber } from "~/lib/validation/sa-id-number";
import type { ValidationResult } from "~/lib/validation/validation-result";
import { PROVINCES } from "~/lib/vehicles/vehicle-facts";
import { z } from "~/lib/validation/zod";

/**
 * The four sections of a finance application the applicant fills in (the deal; about you; work and
 * income; what you spend), one zod schema each, shared by the JSON API and the /apply pages. A section may
 * be saved part-filled: every field is optional here, each given field must pass its rule, and
 * `missingFields` says what is still needed before the application can be submitted. A failing field
 * carries its rule's §5 code as the issue's message ("checksumFailed", "lettersSpacesHyphens", "min", …),
 * which the API names in its 422.
 */

export const APPLICATION_PRODUCTS = ["vehicle-finance", "asset-finance"] as const;
export const MARITAL_STATUSES = [
  "single",
  "married-in-community",
  "married-out-of-community",
  "divorced",
  "widowed",
  "living-together",
] as const;
export const EMPLOYMENT_TYPES = ["permanent", "contract", "self-employed", "pensioner"] as const;

export { APPLICATION_NAME_MAX_LENGTH, APPLICATION_TEXT_MAX_LENGTH };
const EMAIL_MAX_LENGTH = 254;
const MAX_MONTHLY_AMOUNT = 10_000_000;

type Issues = { value: unknown; issues: unknown[] };

/** A check that pushes the rule's code when `code` names one for the value. */
function failWith<Value>(code: (value: Value) => string | undefined) {
  return (ctx: { value: Value; issues: Issues["issues"] }) => {
    const found = code(ctx.value);
    if (found !== undefined) ctx.issues.push({ code: "custom", message: found, input: ctx.value });
  };
}

const codeOf = (result: ValidationResult<string, unknown>) => (result.valid ? undefined : result.code);

/** Text as typed, trimmed; the NUL character (which PostgreSQL cannot store) and other controls are refused. */
const text = (maxLength: number) =>
  z
    .string()
    .trim()
    .check(
      failWith((value: string) =>
        // eslint-disable-next-line no-control-regex -- control characters are what this refuses
        /[\u0000-\u001f\u007f]/.test(value)
          ? "invalid"
          : value === ""
            ? "required"
            : value.length > maxLength
              ? "maxlength"
              : undefined,
      ),
    );

const personName = text(APPLICATION_NAME_MAX_LENGTH).check(
  failWith((value: string) => codeOf(validateLettersSpacesHyphens(value))),
);

/** A rand amount: at most two decimals, from `min` to `max`. */
const rands = (min: number, max = MAX_MONTHLY_AMOUNT) =>
  z
    .number()
    .check(
      failWith((value: number) =>
        value < min
          ? "min"
          : value > max
            ? "max"
            : Math.abs(value * 100 - Math.round(value * 100)) > 1e-6
              ? "cents"
              : undefined,
      ),
    );

const wholeNumber = (min: number, max: number) =>
  z
    .number()
    .check(
      failWith((value: number) =>
        !Number.isInteger(value) ? "invalid" : value < min ? "min" : value > max ? "max" : undefined,
      ),
    );

export const dealSectionSchema = z.strictObject({
  product: z.enum(APPLICATION_PRODUCTS).optional(),
  vehiclePrice: rands(VEHICLE_FINANCE_LIMITS.priceMin, VEHICLE_FINANCE_LIMITS.priceMax).optional(),
  deposit: rands(0, VEHICLE_FINANCE_LIMITS.priceMax).optional(),
  tradeIn: rands(0, VEHICLE_FINANCE_LIMITS.priceMax).optional(),
  termMonths: wholeNumber(VEHICLE_FINANCE_LIMITS.termMinMonths, VEHICLE_FINANCE_LIMITS.termMaxMonths).optional(),
  balloonPercent: rands(0, VEHICLE_FINANCE_LIMITS.balloonMaxPercent).optional(),
  /** The instalment the calculator worked out, if the applicant came from one (indicative). */
  instalment: rands(0.01).optional(),
  /** The car for sale the application is about, by its listing id. */
  vehicleId: wholeNumber(1, 2_147_483_647).optional(),
});

export const applicantSectionSchema = z.strictObject({
  firstName: personName.optional(),
  surname: personName.optional(),
  idNumber: z
    .string()
    .trim()
    .check(failWith((value: string) => codeOf(validateSaIdNumber(value))))
    .optional(),
  cellphone: z
    .string()
    .trim()
    .check(failWith((value: string) => codeOf(validateCellphone(value))))
    .optional(),
  email: text(EMAIL_MAX_LENGTH)
    .check(failWith((value: string) => codeOf(validateEmail(value))))
    .optional(),
  maritalStatus: z.enum(MARITAL_STATUSES).optional(),
  dependants: wholeNumber(0, 30).optional(),
  streetAddress: text(APPLICATION_TEXT_MAX_LENGTH).optional(),
  suburb: text(APPLICATION_TEXT_MAX_LENGTH).optional(),
  city: text(APPLICATION_TEXT_MAX_LENGTH).optional(),
  province: z.enum(PROVINCES).optional(),
  postalCode: z
    .string()
    .trim()
    .check(failWith((value: string) => (/^\d{4}$/.test(value) ? undefined : "invalid")))
    .optional(),
});

export const employmentSectionSchema = z.strictObject({
  employmentType: z.enum(EMPLOYMENT_TYPES).optional(),
  employer: text(APPLICATION_TEXT_MAX_LENGTH).optional(),
  monthsEmployed: wholeNumber(0, 720).optional(),
  grossMonthlyIncome: rands(0.01).optional(),
  netMonthlyIncome: rands(0.01).optional(),
});

export const financesSectionSchema = z.strictObject({
  livingExpenses: rands(0).optional(),
  debtRepayments: rands(0).optional(),
});

export type DealSection = z.infer<typeof dealSectionSchema>;
export type ApplicantSection = z.infer<typeof applicantSectionSchema>;
export type EmploymentSection = z.infer<typeof employmentSectionSchema>;
export type FinancesSection = z.infer<typeof financesSectionSchema>;

export interface ApplicationSections {
  readonly deal: DealSection;
  readonly applicant: ApplicantSection;
  readonly employment: EmploymentSection;
  readonly finances: FinancesSection;
}
export type SectionName = keyof ApplicationSections;
export const SECTION_NAMES = ["deal", "applicant", "employment", "finances"] as const satisfies readonly SectionName[];

/** The body of PATCH /api/applications/:id: any of the sections, each part-filled if need be. */
export const applicationPatchSchema = z
  .strictObject({
    deal: dealSectionSchema.optional(),
    applicant: applicantSectionSchema.optional(),
    employment: employmentSectionSchema.optional(),
    finances: financesSectionSchema.optional(),
  })
  .check(
    failWith((value: Partial<ApplicationSections>) =>
      SECTION_NAMES.some((name) => value[name] !== undefined) ? undefined : "noSection",
    ),
  );
export type ApplicationPatch = z.infer<typeof applicationPatchSchema>;

/** The fields each section needs before the application can be submitted. */
const REQUIRED_FIELDS: { readonly [Name in SectionName]: readonly (keyof ApplicationSections[Name])[] } = {
  deal: ["product", "vehiclePrice", "termMonths"],
  applicant: [
    "firstName",
    "surname",
    "idNumber",
    "cellphone",
    "email",
    "maritalStatus",
    "dependants",
    "streetAddress",
    "city",
    "province",
    "postalCode",
  ],
  employment: ["employmentType", "monthsEmployed", "grossMonthlyIncome", "netMonthlyIncome"],
  finances: ["livingExpenses", "debtRepayments"],
};

/**
 * What is still needed, as paths ("applicant.idNumber"), in the order of the steps; plus the fields whose
 * pairing is wrong: an employer unless the applicant is a pensioner, a net income above the gross, and a
 * deposit and trade-in above the price.
 */
export function missingFields(sections: ApplicationSections): string[] {
  const missing: string[] = [];
  for (const name of SECTION_NAMES) {
    const section = sections[name] as Record<string, unknown>;
    for (const field of REQUIRED_FIELDS[name] as readonly string[])
      if (section[field] === undefined) missing.push(`${name}.${field}`);
  }
  const { employment } = sections;
  if (employment.employmentType !== undefined && employment.employmentType !== "pensioner" && !employment.employer)
    missing.push("employment.employer");
  return missing;
}

/** Pairings across fields that no single field's rule can judge, as paths with their codes. */
export function crossFieldProblems(sections: ApplicationSections): Record<string, string> {
  const problems: Record<string, string> = {};
  const { employment, deal } = sections;
  if (
    employment.grossMonthlyIncome !== undefined &&
    employment.netMonthlyIncome !== undefined &&
    employment.netMonthlyIncome > employment.grossMonthlyIncome
  )
    problems["employment.netMonthlyIncome"] = "aboveGross";
  if (deal.vehiclePrice !== undefined && (deal.deposit ?? 0) + (deal.tradeIn ?? 0) >= deal.vehiclePrice)
    problems["deal.deposit"] = "notBelowPrice";
  return problems;
}
