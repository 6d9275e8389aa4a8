import { data, redirect } from "react-router";
import { isPageKey, sitePages } from "~/content/site-pages";
import { CallMeBackForm } from "~/features/leads/call-me-back-form";
import { leadBodyFromForm } from "~/features/leads/lead-form-values";
import { parseLeadSubmission } from "~/lib/leads/lead-submission";
import { headMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/call-me-back";

/**
 * The call-me-back page: where the form posts without JavaScript, and a page of its own for links such as
 * /call-me-back?product=business. Nothing personal ever goes into its address: a sent request comes back
 * as ?sent=1 only.
 */
export const meta: Route.MetaFunction = (args) =>
  headMeta(
    {
      title: "Ask us to call you back",
      description: "Leave your details and an Umoya Finance consultant will call you back.",
      indexable: false,
    },
    args,
  );

const SOURCE_PATH = /^\/[A-Za-z0-9\-/]{0,199}$/;

function productOf(value: string | null): { key: string; title: string } {
  if (value && isPageKey(value)) return { key: value, title: sitePages[value].title };
  return { key: "home", title: "vehicle and asset finance" };
}

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const product = productOf(url.searchParams.get("product"));
  const from = url.searchParams.get("from");
  return {
    product,
    sourcePath: from && SOURCE_PATH.test(from) ? from : "/call-me-back",
    csrfToken: context.csrfToken,
    sent: url.searchParams.get("sent") === "1",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { values, body } = leadBodyFromForm(await request.formData());
  const product = productOf(body.product);
  const sourcePath = SOURCE_PATH.test(body.sourcePath) ? body.sourcePath : "/call-me-back";
  // The car a listing's form asked about stays with the form shown again, so the confirmed lead carries it.
  const vehicleId = typeof body.vehicleId === "number" ? body.vehicleId : undefined;
  const shown = { values, product, sourcePath, csrfToken: context.csrfToken, vehicleId };
  // Pages carry no token (any cache may keep them), so a form posted without JavaScript arrives without
  // one: show it filled in again, now with one, and store nothing until it comes back with it. Its
  // mistakes are shown at once, so a visitor confirms only a form that is ready to send.
  if (!context.csrfVerified) {
    const checked = parseLeadSubmission(body);
    if (!checked.ok) {
      return data(
        { ...shown, fields: checked.fields, notice: "Please correct the fields marked below." },
        { status: 422 },
      );
    }
    return data(
      { ...shown, fields: {}, notice: "Please check your details and press Send to confirm your request." },
      { status: 200 },
    );
  }
  if (!context.leadCapture) throw new Error("The lead store is not available to the call-me-back action.");
  const outcome = await context.leadCapture.submit(body, {});
  switch (outcome.status) {
    case "created":
      return redirect(`/call-me-back?sent=1&product=${encodeURIComponent(product.key)}`, 303);
    case "invalid":
      return data(
        { ...shown, fields: outcome.fields, notice: "Please correct the fields marked below." },
        { status: 422 },
      );
    case "conflict":
      return data({ ...shown, fields: {}, notice: "Please press Send again." }, { status: 409 });
    case "unavailable":
      // Nothing was stored: the form comes back as the visitor filled it in.
      return data(
        {
          ...shown,
          fields: {},
          notice: "We could not send your request just now. Your details are still here: please try again in a moment.",
        },
        { status: 503, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    default:
      return outcome satisfies never;
  }
}

/** The action's Retry-After (the lead could not be stored just now) reaches the page's answer. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
}

export default function CallMeBackPage({ loaderData, actionData }: Route.ComponentProps) {
  const shown = actionData ?? loaderData;
  const notice =
    actionData?.notice ??
    (loaderData.sent ? `Thank you. A consultant will call you about ${loaderData.product.title}.` : undefined);
  return (
    <div>
      <CallMeBackForm
        // A fresh form after each answer of the server, so the values it sent back show.
        key={actionData ? JSON.stringify(actionData.values) : "blank"}
        product={shown.product.key}
        productTitle={shown.product.title}
        sourcePath={shown.sourcePath}
        vehicleId={actionData?.vehicleId}
        csrfToken={shown.csrfToken}
        initialValues={actionData?.values}
        serverErrors={actionData?.fields}
        notice={notice}
        headingLevel={1}
      />
    </div>
  );
}
