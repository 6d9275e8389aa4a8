import { applyHeaders, sectionStepAction, sectionStepData } from "~/features/application/apply-page.server";
import { SectionStepPage, sectionStepHead } from "~/features/application/section-step-page";
import { headMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/apply--about-you";

export const meta: Route.MetaFunction = (args) => headMeta(sectionStepHead("about-you"), args);

export const headers: Route.HeadersFunction = applyHeaders;

export function loader({ context }: Route.LoaderArgs) {
  return sectionStepData(context, "applicant");
}

export function action({ request, context }: Route.ActionArgs) {
  return sectionStepAction(request, context, "about-you", "applicant");
}

/** Step 2, about you: name, ID number, contact details, marital status, dependants and home address. */
export default function ApplyAboutYouStep({ loaderData, actionData }: Route.ComponentProps) {
  return <SectionStepPage step="about-you" loaderData={loaderData} actionData={actionData} />;
}
