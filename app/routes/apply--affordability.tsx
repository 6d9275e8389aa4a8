import { Link } from "react-router";
import { AffordabilityFigures } from "~/features/application/affordability-figures";
import { applyHeaders } from "~/features/application/apply-page.server";
import { headMeta } from "~/features/seo/page-meta";
import { APPLY_STATUS_PATH, applyStep } from "~/lib/applications/application-steps";
import { buttonClassName } from "~/ui/button/button-style";
import { siteContext } from "~/load-context";
import { redirect } from "react-router";
import type { Route } from "./+types/apply--affordability";

export const meta: Route.MetaFunction = (args) =>
  headMeta(
    {
      title: "Apply for finance: your affordability estimate",
      description: "An estimate of the instalment your figures leave room for.",
      indexable: false,
    },
    args,
  );

export const headers: Route.HeadersFunction = applyHeaders;

/** After "What you spend": the indicative affordability of the applicant's figures, then on to the documents. */
export async function loader({ context: routerContext }: Route.LoaderArgs) {
  const view = await routerContext.get(siteContext).applications?.current();
  if (view && view.status !== "draft") throw redirect(APPLY_STATUS_PATH);
  const { employment, finances, deal } = view?.sections ?? { employment: {}, finances: {}, deal: {} };
  const figures = view?.affordability ?? null;
  return {
    personalData: figures !== null,
    estimate:
      figures && employment.grossMonthlyIncome !== undefined && employment.netMonthlyIncome !== undefined
        ? {
            figures,
            income: { gross: employment.grossMonthlyIncome, net: employment.netMonthlyIncome },
            debtRepayments: finances.debtRepayments ?? 0,
            instalment: deal.instalment,
          }
        : undefined,
  };
}

export default function ApplyAffordability({ loaderData }: Route.ComponentProps) {
  const { estimate } = loaderData;
  return (
    <>
      <h1>Your affordability estimate</h1>
      {estimate ? (
        <AffordabilityFigures {...estimate} />
      ) : (
        <p className="apply__lead">
          We need your income and what you spend first.{" "}
          <Link to={applyStep("work-and-income").path}>Go to work and income</Link>.
        </p>
      )}
      <div className="apply-actions">
        <Link to={applyStep("documents").path} className={buttonClassName({ theme: "action", chubby: true })}>
          Continue to documents
        </Link>
        <Link to={applyStep("spending").path}>Change what you spend</Link>
      </div>
    </>
  );
}
