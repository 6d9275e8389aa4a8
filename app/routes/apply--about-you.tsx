import { DeferredSectionStepForm as SectionStepForm } from "~/features/application/deferred-forms";
import { applyHeaders, sectionStepAction, sectionStepData } from "~/features/application/apply-page.server";
import { headMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/apply--about-you";

export const meta: Route.MetaFunction = (args) =>
  headMeta(
    { title: "Apply for finance: About you", description: "Your details for a finance application.", indexable: false },
    args,
  );

export const headers: Route.HeadersFunction = applyHeaders;

export function loader({ context }: Route.LoaderArgs) {
  return sectionStepData(context, "applicant");
}

export function action({ request, context }: Route.ActionArgs) {
  return sectionStepAction(request, context, "about-you", "applicant");
}

/** Step 2, about you: name, ID number, contact details, marital status, dependants and home address. */
export default function ApplyAboutYouStep({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1>About you</h1>
      <p className="apply__lead">
        The credit provider uses these to identify you and to contact you about this application.
      </p>
      <SectionStepForm
        section="applicant"
        action="/apply/about-you"
        values={loaderData.values}
        idNumberMasked={loaderData.idNumberMasked}
        csrfToken={loaderData.csrfToken}
        answer={actionData}
        saveForLater={loaderData.saveForLater}
      />
    </>
  );
}
