import { applyStep } from "~/lib/applications/application-steps";
import type { ApplyActionAnswer } from "./apply-answers";
import { DeferredSectionStepForm as SectionStepForm } from "./deferred-forms";

/** The three steps that are one section of answers each, and what their pages say about it. */
const SECTION_STEP_COPY = {
  "about-you": {
    description: "Your details for a finance application.",
    lead: "The credit provider uses these to identify you and to contact you about this application.",
  },
  "work-and-income": {
    description: "Your work and income for a finance application.",
    lead: "Your income as it is now. The credit provider checks it later against your payslips or bank statements.",
  },
  spending: {
    description: "Your monthly expenses for a finance application.",
    lead: "What you spend each month. With your income, this gives an estimate of the instalment your budget leaves room for.",
  },
} as const;

export type SectionStepPageKey = keyof typeof SECTION_STEP_COPY;

/** A section step's head: its title, description and noindex (an application's pages are never listed). */
export const sectionStepHead = (key: SectionStepPageKey) => ({
  title: `Apply for finance: ${applyStep(key).title}`,
  description: SECTION_STEP_COPY[key].description,
  indexable: false,
});

/** The data a section step's loader gives its page (apply-page.server.ts `sectionStepData`). */
interface SectionStepData {
  readonly values: Readonly<Record<string, string>>;
  readonly idNumberMasked: string | undefined;
  readonly csrfToken: string | undefined;
  readonly saveForLater: boolean;
}

/** A section step's page: its heading, what it is for, and the section's form. */
export function SectionStepPage({
  step: key,
  loaderData,
  actionData,
}: {
  readonly step: SectionStepPageKey;
  readonly loaderData: SectionStepData;
  readonly actionData: ApplyActionAnswer | undefined;
}) {
  const step = applyStep(key);
  if (step.section === null) throw new Error(`${key} is not a section step`);
  return (
    <>
      <h1>{step.title}</h1>
      <p className="apply__lead">{SECTION_STEP_COPY[key].lead}</p>
      <SectionStepForm
        section={step.section}
        action={step.path}
        values={loaderData.values}
        idNumberMasked={loaderData.idNumberMasked}
        csrfToken={loaderData.csrfToken}
        answer={actionData}
        saveForLater={loaderData.saveForLater}
      />
    </>
  );
}
