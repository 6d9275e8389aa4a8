import { data, Form, Link, redirect } from "react-router";
import type { ApplyActionAnswer } from "~/features/application/apply-answers";
import { CSRF_FIELD, INTENT_FIELD } from "~/features/application/apply-answers";
import { ApplyNotice } from "~/features/application/apply-notice";
import { applyContext, applyHeaders, postedForm, refusedPost } from "~/features/application/apply-page.server";
import { headMeta } from "~/features/seo/page-meta";
import { DOCUMENT_KIND_LABELS, type ApplicationDocumentKind } from "~/lib/applications/application-desk";
import { APPLY_STATUS_PATH, applyStep } from "~/lib/applications/application-steps";
import { STATUS_WORDS, WITHDRAWABLE_STATUSES } from "~/lib/applications/status-words";
import { buttonClassName } from "~/ui/button/button-style";
import { siteContext } from "~/load-context";
import type { Route } from "./+types/apply--status";

export const meta: Route.MetaFunction = (args) =>
  headMeta(
    { title: "Your finance application", description: "The status of your finance application.", indexable: false },
    args,
  );

export const headers: Route.HeadersFunction = applyHeaders;

/** The status of the application this device's cookie owns, in words; withdraw; after a decline, ask for the reasons. */
export async function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(siteContext);
  const view = await context.applications?.current();
  return {
    csrfToken: context.csrfToken,
    application: view
      ? {
          status: view.status,
          reference: view.reference,
          outstanding: view.outstandingDocuments,
          reasonsRequested: view.reasonsRequested,
        }
      : undefined,
    personalData: view?.reference != null,
  };
}

const WITHDRAW = "withdraw";
const WITHDRAW_CONFIRMED = "withdraw-confirmed";
const ASK_REASONS = "reasons";

export async function action({ request, context: routerContext }: Route.ActionArgs) {
  const context = applyContext(routerContext);
  const form = await postedForm(request, routerContext);
  const refused = await refusedPost(routerContext, form, {});
  if (refused) return refused;
  switch (form.get(INTENT_FIELD)) {
    case WITHDRAW:
      return data<ApplyActionAnswer>({ notice: "confirmWithdraw" });
    case WITHDRAW_CONFIRMED: {
      const outcome = await context.applications.withdraw();
      if (outcome === "no_application") return data<ApplyActionAnswer>({ notice: "noApplication" }, { status: 409 });
      return redirect(APPLY_STATUS_PATH, 303);
    }
    case ASK_REASONS: {
      const outcome = await context.applications.requestReasons();
      if (outcome === "no_application") return data<ApplyActionAnswer>({ notice: "noApplication" }, { status: 409 });
      return redirect(APPLY_STATUS_PATH, 303);
    }
    default:
      return data<ApplyActionAnswer>({ fields: { intent: "invalid" } }, { status: 422 });
  }
}

export default function ApplyStatus({ loaderData, actionData }: Route.ComponentProps) {
  const { application, csrfToken } = loaderData;
  if (!application)
    return (
      <>
        <h1>Your finance application</h1>
        <p className="apply__lead">
          There is no application on this device. <Link to={applyStep("deal").path}>Apply for finance</Link>.
        </p>
      </>
    );
  const words = STATUS_WORDS[application.status];
  const confirming = actionData?.notice === "confirmWithdraw";
  const post = (intent: string, label: string, outlined: boolean) => (
    <Form method="post" action={APPLY_STATUS_PATH}>
      <input type="hidden" name={CSRF_FIELD} value={csrfToken ?? ""} />
      <button
        type="submit"
        name={INTENT_FIELD}
        value={intent}
        className={buttonClassName({ theme: "action", outlined })}
      >
        {label}
      </button>
    </Form>
  );
  return (
    <>
      <h1>Your finance application</h1>
      <ApplyNotice answer={actionData} />
      <div className="apply-panel">
        <p>
          Status: <strong>{words.title}</strong>
        </p>
        {application.reference ? <p>Reference: {application.reference}</p> : null}
        <p>{words.text}</p>
      </div>
      {application.status === "draft" ? (
        <p>
          <Link to={applyStep("check").path}>Continue your application</Link>
        </p>
      ) : null}
      {application.status === "documents_required" && application.outstanding.length > 0 ? (
        <>
          <h2>Documents needed</h2>
          <ul>
            {application.outstanding.map((kind) => (
              <li key={kind}>{DOCUMENT_KIND_LABELS[kind as ApplicationDocumentKind] ?? kind}</li>
            ))}
          </ul>
          <p>
            <Link to={applyStep("documents").path}>Send your documents</Link>
          </p>
        </>
      ) : null}
      {application.status === "declined" ? (
        <>
          <h2>Your right to the reasons</h2>
          <p>
            Under section 62 of the National Credit Act you may ask the credit provider why your application was
            declined. It must give you the main reason in writing and, if the decision rests on a credit bureau&apos;s
            report, that bureau&apos;s name and contact details, so that you can check your record.
          </p>
          {application.reasonsRequested ? (
            <p>
              <strong>You have asked for the reasons.</strong> The credit provider will send them to you in writing.
            </p>
          ) : (
            post(ASK_REASONS, "Ask for the reasons", false)
          )}
        </>
      ) : null}
      {WITHDRAWABLE_STATUSES.includes(application.status) ? (
        <>
          <h2>Withdraw</h2>
          {confirming ? (
            <div className="apply-panel" role="status">
              <p>
                <strong>Withdraw this application?</strong> It will not be assessed, and it cannot be sent again: you
                would need to apply anew.
              </p>
              <div className="apply-actions">
                {post(WITHDRAW_CONFIRMED, "Yes, withdraw it", false)}
                <Link to={APPLY_STATUS_PATH}>No, keep it</Link>
              </div>
            </div>
          ) : (
            <>
              <p>You can withdraw your application while it is being considered.</p>
              {post(WITHDRAW, "Withdraw the application", true)}
            </>
          )}
        </>
      ) : null}
      {application.status === "withdrawn" || application.status === "declined" ? (
        <p>
          <Link to={applyStep("deal").path}>Start a new application</Link>
        </p>
      ) : null}
    </>
  );
}
