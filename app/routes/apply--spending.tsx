import { DeferredSectionStepForm as SectionStepForm } from "~/features/application/deferred-forms";
import { applyHeaders, sectionStepAction, sectionStepData } from "~/features/application/apply-page.server";
import { headMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/apply--spending";

export const meta: Route.MetaFunction = (args) =>
  headMeta(
    {
      title: "Apply for finance: What you spend",
      description: "Your monthly expenses for a finance application.",
      indexable: false,
    },
    args,
  );

export const headers: Route.HeadersFunction = applyHeaders;

export function loader({ context }: Route.LoaderArgs) {
  return sectionStepData(context, "finances");
}

export function action({ request, context }: Route.ActionArgs) {
  return sectionStepAction(request, context, "spending", "finances");
}

/** Step 4, what the applicant spends each month: living expenses and debt repayments, from which the indicative affordability is worked out. */
export default function ApplySpendingStep({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1>What you spend</h1>
      <p className="apply__lead">
        What you spend each month. With your income, this gives an estimate of the instalment your budget leaves room
        for.
      </p>
      <SectionStepForm
        section="finances"
        action="/apply/spending"
        values={loaderData.values}
        idNumberMasked={loaderData.idNumberMasked}
        csrfToken={loaderData.csrfToken}
        answer={actionData}
        saveForLater={loaderData.saveForLater}
      />
    </>
  );
}
