import { configureCoercion } from "@conform-to/zod/v4/future";
import {
  applicantSectionSchema,
  crossFieldProblems,
  dealSectionSchema,
  employmentSectionSchema,
  financesSectionSchema,
  missingFields,
  type ApplicationSections,
  type SectionName,
} from "./application-sections";
import { z } from "~/lib/validation/zod";

/**
 * The schemas of the /apply pages' forms, for Conform in the browser and the pages' actions alike, built on
 * the sections' shared rules (application-sections.ts).
 */

const SECTION_SCHEMAS = {
  deal: dealSectionSchema,
  applicant: applicantSectionSchema,
  employment: employmentSectionSchema,
  finances: financesSectionSchema,
} as const;

/**
 * An amount as people type it: "350 000", "R350 000", "7 425,50" or "7425.50". Spaces and a leading R are
 * dropped, and a comma followed by one or two digits at the end is the decimal comma; anything else that
 * is not a plain number is NaN, which the schema names "invalid".
 */
export function amountFromText(text: string): number {
  const compact = text.replace(/[\s\u00a0]/g, "").replace(/^R/i, "");
  const decimal = /^\d+,\d{1,2}$/.test(compact) ? compact.replace(",", ".") : compact;
  return /^-?\d+(\.\d+)?$/.test(decimal) ? Number(decimal) : Number.NaN;
}

/** Conform's reading of a form's text into the schema's types, with amounts read as typed in South Africa. */
const { coerceFormValue } = configureCoercion({ type: { number: amountFromText } });

/**
 * The schema of a section step's form, in the browser (Conform) and in the page's action alike: the section's
 * own rules (shared with the JSON API), every field the section needs before a submit required, and the
 * pairings inside the section (a net income above the gross, a deposit as large as the price). Fields the
 * form does not hold (the CSRF token, the button pressed) are dropped.
 */
export function sectionStepSchema<Name extends SectionName>(
  name: Name,
  options: {
    /** Save what is valid without asking for the rest ("Save and continue later"). */
    readonly partial?: boolean;
    /** Fields saved before that the form shows masked and may leave blank to keep (the ID number). */
    readonly kept?: readonly string[];
  } = {},
) {
  const shape = SECTION_SCHEMAS[name].shape;
  // `when`: the whole form is judged even while some field fails its own rule, so one answer lists everything.
  return coerceFormValue(z.object(shape)).superRefine(
    (given, ctx) => {
      const value = given as Record<string, unknown>;
      const sections = { deal: {}, applicant: {}, employment: {}, finances: {}, [name]: value } as ApplicationSections;
      if (!options.partial) {
        for (const path of missingFields(sections)) {
          const [section, field] = path.split(".");
          if (section === name && field && !options.kept?.includes(field))
            ctx.addIssue({ code: "custom", message: "required", path: [field], input: "" });
        }
      }
      for (const [path, code] of Object.entries(crossFieldProblems(sections))) {
        const [section, field] = path.split(".");
        if (section === name && field) ctx.addIssue({ code: "custom", message: code, path: [field], input: "" });
      }
    },
    { when: () => true },
  );
}

/** zod's own codes as the field codes the pages word: a value of the wrong kind is "invalid". */
export const stepErrorMap = (issue: { readonly code?: string }): string | undefined =>
  issue.code === "invalid_type" || issue.code === "invalid_value" ? "invalid" : undefined;

/** The consents of the check-and-submit page: the credit-bureau consent, the privacy notice and the declaration required. */
export const CONSENT_FIELDS = ["creditBureau", "privacy", "marketing", "declaration"] as const;
export const consentFormSchema = coerceFormValue(
  z.object({
    creditBureau: z.boolean().optional(),
    privacy: z.boolean().optional(),
    marketing: z.boolean().optional(),
    declaration: z.boolean().optional(),
  }),
).superRefine((value, ctx) => {
  for (const field of ["creditBureau", "privacy", "declaration"] as const)
    if (value[field] !== true)
      ctx.addIssue({ code: "custom", message: "required", path: [field], input: value[field] });
});
