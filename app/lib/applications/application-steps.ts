import type { ApplicationSections, SectionName } from "./application-sections";

/**
 * The steps of the /apply pages, in order: four sections of answers, the documents, and the check and
 * submit. Addresses carry no answer and no id: the owner's cookie says whose application a page shows.
 * No zod here: every /apply page loads this in its first download (the schemas are in
 * application-step-schemas.ts, loaded with the forms).
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

/** The page after "What you spend": the indicative affordability of the figures, before the documents. */
export const APPLY_AFFORDABILITY_PATH = "/apply/affordability";

/** What the step indicator needs of an application: the steps done, and those the applicant may go to. */
export function stepProgress(
  view: { readonly missing: readonly string[]; readonly outstandingDocuments: readonly string[] } | undefined,
): { readonly done: ApplyStepKey[]; readonly reached: ApplyStepKey[] } {
  const done: ApplyStepKey[] = [];
  for (const step of APPLY_STEPS) {
    if (!view) break;
    if (step.section !== null && !view.missing.some((path) => path.startsWith(`${step.section}.`))) done.push(step.key);
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
