import { applyHeaders, sectionStepAction, sectionStepData } from "~/features/application/apply-page.server";
import { SectionStepPage, sectionStepHead } from "~/features/application/section-step-page";
import { headMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/apply--spending";

export const meta: Route.MetaFunction = (args) => headMeta(sectionStepHead("spending"), args);

export const headers: Route.HeadersFunction = applyHeaders;

export function loader({ context }: Route.LoaderArgs) {
  return sectionStepData(context, "finances");
}

export function action({ request, context }: Route.ActionArgs) {
  return sectionStepAction(request, context, "spending", "finances");
}

/** Step 4, what the applicant spends each month: living expenses and debt repayments, from which the indicative affordability is worked out. */
export default function ApplySpendingStep({ loaderData, actionData }: Route.ComponentProps) {
  return <SectionStepPage step="spending" loaderData={loaderData} actionData={actionData} />;
}
