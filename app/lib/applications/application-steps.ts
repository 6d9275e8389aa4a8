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
 * The steps of the /apply pages, in order: four sections of answers, the documents, and the check and
 * submit. Addresses carry no answer and no id: the owner's cookie says whose application a page shows.
 */
export const APPLY_STEPS = [
  { key: "deal", path: "/apply", title: "The deal", section: "deal" },
  { key: "about-you", path: "/apply/about-you", title: "About you", section: "applicant" },
  { key: "work-and-income", path: "/apply/work-and-income", title: "Work and income", section: "employment" },
  { key: "spending", path: "/apply/spending", title: "What you spend", section: "finances" },
  { key: "documents", path: "/apply/documents", title: "Documents", section: null },
  { key: "check", path: "/apply/check", title: "Check and submit", section: null },
] as const satisfies readonly {
  key: string;
  path: string;
  title: string;
  section: SectionName | null;
}[];

export type ApplyStep = (typeof APPLY_STEPS)[number];
export type ApplyStepKey = ApplyStep["key"];
export type SectionStepKey = Extract<ApplyStep, { section: SectionName }>["key"];

export const APPLY_CONFIRMATION_PATH = "/apply/confirmation";
export const APPLY_STATUS_PATH = "/apply/status";

/** Every address of the /apply pages (each takes a form post), for the server's wiring. */
export const APPLY_PAGE_PATHS: readonly string[] = [
  ...APPLY_STEPS.map((step) => step.path),
  "/apply/affordability",
  APPLY_CONFIRMATION_PATH,
  APPLY_STATUS_PATH,
];

export function applyStep(key: ApplyStepKey): ApplyStep {
  const step = APPLY_STEPS.find((candidate) => candidate.key === key);
  if (!step) throw new RangeError(`No apply step ${key}`);
  return step;
}

/** The step after `key` (the check step is the last). */
export function nextStep(key: ApplyStepKey): ApplyStep {
  const index = APPLY_STEPS.findIndex((step) => step.key === key);
  return APPLY_STEPS[Math.min(index + 1, APPLY_STEPS.length - 1)] as ApplyStep;
}

/** The step that asks for a field path ("applicant.idNumber"), for the check page's change links. */
export function stepOfField(path: string): ApplyStep {
  const section = path.split(".")[0];
  return APPLY_STEPS.find((step) => step.section === section) ?? APPLY_STEPS[0];
}

const SECTION_SCHEMAS = {
  deal: dealSectionSchema,
  applicant: applicantSectionSchema,
  employment: employmentSectionSchema,
  finances: financesSectionSchema,
} as const;

/** The fields a section step's form holds, in the order the page asks for them. */
export const SECTION_FIELDS = {
  deal: ["product", "vehiclePrice", "deposit", "tradeIn", "termMonths", "balloonPercent"],
  applicant: [
    "firstName",
    "surname",
    "idNumber",
    "cellphone",
    "email",
    "maritalStatus",
    "dependants",
    "streetAddress",
    "suburb",
    "city",
    "province",
    "postalCode",
  ],
  employment: ["employmentType", "employer", "monthsEmployed", "grossMonthlyIncome", "netMonthlyIncome"],
  finances: ["livingExpenses", "debtRepayments"],
} as const satisfies { readonly [Name in SectionName]: readonly (keyof ApplicationSections[Name] & string)[] };

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

/** The page after "What you spend": the indicative affordability of the figures, before the documents. */
export const APPLY_AFFORDABILITY_PATH = "/apply/affordability";

/** What the step indicator needs of an application: the steps done, and those the applicant may go to. */
export function stepProgress(
  view: { readonly missing: readonly string[]; readonly outstandingDocuments: readonly string[] } | undefined,
): { readonly done: ApplyStepKey[]; readonly reached: ApplyStepKey[] } {
  const done: ApplyStepKey[] = [];
  for (const step of APPLY_STEPS) {
    if (!view) break;
    if (step.section !== null && !view.missing.some((path) => path.startsWith(`${step.section}.`)))
      done.push(step.key);
    if (step.key === "documents" && view.outstandingDocuments.length === 0) done.push(step.key);
  }
  // Every step up to the first section still missing answers; the documents may wait, so they never hold one back.
  const reached: ApplyStepKey[] = [];
  for (const step of APPLY_STEPS) {
    reached.push(step.key);
    if (step.section !== null && !done.includes(step.key)) break;
  }
  return { done, reached };
}

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
    if (value[field] !== true) ctx.addIssue({ code: "custom", message: "required", path: [field], input: value[field] });
});
