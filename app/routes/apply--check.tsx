import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { ApplyActionAnswer } from "~/features/application/apply-answers";
import { applyContext, applyHeaders, postedForm, refusedPost } from "~/features/application/apply-page.server";
import { DeferredCheckStep as CheckStep } from "~/features/application/deferred-forms";
import { headMeta } from "~/features/seo/page-meta";
import { APPLY_CONFIRMATION_PATH, APPLY_STATUS_PATH } from "~/lib/applications/application-steps";
import { consentFormSchema, stepErrorMap } from "~/lib/applications/application-step-schemas";
import { siteContext } from "~/load-context";
import type { Route } from "./+types/apply--check";

export const meta: Route.MetaFunction = (args) =>
  headMeta(
    { title: "Apply for finance: check and submit", description: "Check your answers and submit.", indexable: false },
    args,
  );

export const headers: Route.HeadersFunction = applyHeaders;

/** Step 6: every answer with a link to change it, the documents still needed, then the consents and the submit. */
export async function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(siteContext);
  const view = await context.applications?.current();
  if (view && view.status !== "draft") throw redirect(APPLY_STATUS_PATH);
  return {
    csrfToken: context.csrfToken,
    sections: view?.sections ?? { deal: {}, applicant: {}, employment: {}, finances: {} },
    missing: view?.missing ?? [],
    outstanding: view?.outstandingDocuments ?? [],
    hasApplication: view !== undefined,
    personalData: view !== undefined,
  };
}

export async function action({ request, context: routerContext }: Route.ActionArgs) {
  const context = applyContext(routerContext);
  const form = await postedForm(request, routerContext);
  const submission = parseWithZod(form, { schema: consentFormSchema, error: stepErrorMap, disableAutoCoercion: true });
  const result = submission.reply({ hideFields: ["_csrf"] });
  const refused = await refusedPost(routerContext, form, { result });
  if (refused) return refused;
  // The boxes are judged with the answers: one answer names every consent and every answer still missing.
  const view = await context.applications.current();
  const missing = Object.fromEntries((view?.missing ?? []).map((path) => [path, "required"]));
  if (submission.status !== "success") return data<ApplyActionAnswer>({ result, fields: missing }, { status: 422 });
  const outcome = await context.applications.submit({ marketing: submission.value.marketing === true });
  switch (outcome.status) {
    case "submitted":
      return redirect(APPLY_CONFIRMATION_PATH, 303);
    case "invalid":
      return data<ApplyActionAnswer>({ result, fields: outcome.fields }, { status: 422 });
    case "no_application":
      return data<ApplyActionAnswer>({ result, notice: "noApplication" }, { status: 409 });
    case "not_draft":
      return redirect(APPLY_STATUS_PATH, 303);
    default:
      return outcome satisfies never;
  }
}

export default function ApplyCheckStep({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1>Check your answers and submit</h1>
      <CheckStep {...loaderData} answer={actionData} />
    </>
  );
}
