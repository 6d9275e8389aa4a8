import { DeferredSectionStepForm as SectionStepForm } from "~/features/application/deferred-forms";
import { applyHeaders, sectionStepAction, sectionStepData } from "~/features/application/apply-page.server";
import { headMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/apply--work-and-income";

export const meta: Route.MetaFunction = (args) =>
  headMeta(
    {
      title: "Apply for finance: Work and income",
      description: "Your work and income for a finance application.",
      indexable: false,
    },
    args,
  );

export const headers: Route.HeadersFunction = applyHeaders;

export function loader({ context }: Route.LoaderArgs) {
  return sectionStepData(context, "employment");
}

export function action({ request, context }: Route.ActionArgs) {
  return sectionStepAction(request, context, "work-and-income", "employment");
}

/** Step 3, work and income: how the applicant is employed, for how long, and the monthly income before and after deductions. */
export default function ApplyWorkStep({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1>Work and income</h1>
      <p className="apply__lead">
        Your income as it is now. The credit provider checks it later against your payslips or bank statements.
      </p>
      <SectionStepForm
        section="employment"
        action="/apply/work-and-income"
        values={loaderData.values}
        idNumberMasked={loaderData.idNumberMasked}
        csrfToken={loaderData.csrfToken}
        answer={actionData}
        saveForLater={loaderData.saveForLater}
      />
    </>
  );
}
