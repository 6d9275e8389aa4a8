import { Link, redirect } from "react-router";
import { applyHeaders } from "~/features/application/apply-page.server";
import { headMeta } from "~/features/seo/page-meta";
import { DOCUMENT_KIND_LABELS, type ApplicationDocumentKind } from "~/lib/applications/application-desk";
import { APPLY_STATUS_PATH, applyStep } from "~/lib/applications/application-steps";
import { buttonClassName } from "~/ui/button/button-style";
import { siteContext } from "~/load-context";
import type { Route } from "./+types/apply--confirmation";

export const meta: Route.MetaFunction = (args) =>
  headMeta(
    { title: "Application submitted", description: "Your finance application is submitted.", indexable: false },
    args,
  );

export const headers: Route.HeadersFunction = applyHeaders;

/** After the submit: the reference, what happens next, and the documents still to send. */
export async function loader({ context: routerContext }: Route.LoaderArgs) {
  const view = await routerContext.get(siteContext).applications?.current();
  if (!view?.reference) throw redirect(view ? APPLY_STATUS_PATH : applyStep("deal").path);
  return { reference: view.reference, outstanding: view.outstandingDocuments, personalData: true };
}

export default function ApplyConfirmation({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1>Application submitted</h1>
      <div className="apply-panel">
        <p>Your reference</p>
        <p className="apply-reference">{loaderData.reference}</p>
      </div>
      <h2>What happens next</h2>
      <p>
        A consultant assesses your application with your documents and your credit record, and contacts you by phone or
        e-mail. If it is approved, the consultant sends you a quotation with the interest rate, the fees and the total
        cost; nothing is agreed until you accept it and sign.
      </p>
      {loaderData.outstanding.length > 0 ? (
        <p>
          We still need:{" "}
          {loaderData.outstanding
            .map((kind) => DOCUMENT_KIND_LABELS[kind as ApplicationDocumentKind] ?? kind)
            .join(", ")}
          . <Link to={applyStep("documents").path}>Send your documents</Link>.
        </p>
      ) : null}
      <div className="apply-actions">
        <Link to={APPLY_STATUS_PATH} className={buttonClassName({ theme: "action", chubby: true })}>
          See your application&apos;s status
        </Link>
      </div>
    </>
  );
}
