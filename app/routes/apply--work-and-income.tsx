import { applyHeaders, sectionStepAction, sectionStepData } from "~/features/application/apply-page.server";
import { SectionStepPage, sectionStepHead } from "~/features/application/section-step-page";
import { headMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/apply--work-and-income";

export const meta: Route.MetaFunction = (args) => headMeta(sectionStepHead("work-and-income"), args);

export const headers: Route.HeadersFunction = applyHeaders;

export function loader({ context }: Route.LoaderArgs) {
  return sectionStepData(context, "employment");
}

export function action({ request, context }: Route.ActionArgs) {
  return sectionStepAction(request, context, "work-and-income", "employment");
}

/** Step 3, work and income: how the applicant is employed, for how long, and the monthly income before and after deductions. */
export default function ApplyWorkStep({ loaderData, actionData }: Route.ComponentProps) {
  return <SectionStepPage step="work-and-income" loaderData={loaderData} actionData={actionData} />;
}
