import { parseWithZod } from "@conform-to/zod/v4";
import { data, useSearchParams } from "react-router";
import { isPageKey, sitePages } from "~/content/site-pages";
import {
  answerView,
  CSRF_FIELD,
  IDEMPOTENCY_FIELD,
  IN_PLACE_FIELD,
  LEAD_FORM_FIELDS,
  sendInPlace,
  type CallMeBackAnswer,
  type CallMeBackFormAnswer,
  type CallMeBackShown,
  type LeadFormValues,
} from "~/features/leads/call-me-back-answer";
import { DeferredCallMeBackForm } from "~/features/leads/deferred-call-me-back-form";
import { expectedCall, expectedCallText } from "~/lib/leads/call-back-window";
import { IDEMPOTENCY_KEY, leadFormSchema, type LeadFieldErrors } from "~/lib/leads/lead-submission";
import { headMeta } from "~/features/seo/page-meta";
import type { RouteTrailHandle } from "~/content/page-handle";
import type { Route } from "./+types/call-me-back";
import { siteContext } from "~/load-context";

const TITLE = "Ask us to call you back";

/**
 * The call-me-back page: where the form posts without JavaScript, and a page of its own for links such as
 * /call-me-back?product=business. Nothing personal ever goes into its address: a sent request is answered
 * with its confirmation on the post itself (a reload sends the same idempotency key, so it stores nothing
 * twice and shows the same reference).
 */
export const meta: Route.MetaFunction = (args) =>
  headMeta(
    {
      title: TITLE,
      description: "Leave your details and an Umoya Finance consultant will call you back.",
      indexable: false,
    },
    args,
  );

const SOURCE_PATH = /^\/[A-Za-z0-9\-/]{0,199}$/;

/**
 * The page's breadcrumb trail: under the product it was asked from (/call-me-back?product=business sits
 * under "Finance for business"), or straight under Home.
 */
export const handle: RouteTrailHandle = {
  trail: (loaderData) => {
    const key = (loaderData as { product?: { key?: string } } | undefined)?.product?.key;
    const product = key && key !== "home" && isPageKey(key) ? sitePages[key] : undefined;
    return [
      { name: "Home", path: "/" },
      ...(product ? [{ name: product.title, path: `/${product.path}` }] : []),
      { name: TITLE, path: "/call-me-back" },
    ];
  },
};

function productOf(value: string | null): { key: string; title: string } {
  if (value && isPageKey(value)) return { key: value, title: sitePages[value].title };
  return { key: "home", title: "vehicle and asset finance" };
}

export function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(siteContext);
  const product = productOf(url.searchParams.get("product"));
  return { product, csrfToken: context.csrfToken };
}

/** What was typed, to show again on the page that answers a post without JavaScript: never the ID number. */
function shownValues(form: FormData): LeadFormValues {
  const values: LeadFormValues = {};
  for (const name of LEAD_FORM_FIELDS) {
    const value = form.get(name);
    if (name !== "idNumber" && typeof value === "string") values[name] = value;
  }
  return values;
}

/**
 * The one action of the call-me-back form, which answers every outcome as data: stored (with the lead's
 * reference), invalid (field codes), rate-limited, the CSRF token not this visitor's ("confirm"), the key
 * used before, the database away. Without JavaScript the form posts here as a page and the answer is drawn
 * as a page (the form again, or the confirmation); with JavaScript the form's fetcher posts the same fields
 * here (plus `inPlace`) and shows the answer in place. The form is read once, by the server
 * (`context.formPost`), and judged by the form's one schema (`leadFormSchema`), as in the browser.
 */
export async function action({ request, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(siteContext);
  const form = context.formPost?.form ?? (await request.formData());
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const inPlace = text(IN_PLACE_FIELD) === "1";
  const idempotencyKey = text(IDEMPOTENCY_FIELD) || undefined;
  const product = productOf(text("product"));
  const sourcePath = SOURCE_PATH.test(text("sourcePath")) ? text("sourcePath") : "/call-me-back";
  // The car a listing's form asked about stays with the form shown again, so the confirmed lead carries it.
  const vehicleId = /^\d{1,10}$/.test(text("vehicleId")) ? Number(text("vehicleId")) : undefined;
  const shown = (keyForNextSend: string | undefined): CallMeBackShown => ({
    // A page never repeats a full ID number (it could sit in a shared computer's history or cache): the form
    // says so and asks for it again. A fetcher's form keeps what was typed, so nothing is sent back to it.
    ...(!inPlace && { values: shownValues(form), idNumberCleared: text("idNumber").trim() !== "" }),
    product,
    sourcePath,
    csrfToken: context.csrfToken,
    vehicleId,
    idempotencyKey: keyForNextSend ?? globalThis.crypto.randomUUID(),
  });
  const answer = (outcome: CallMeBackFormAnswer, status: number, headers?: HeadersInit) =>
    data<CallMeBackAnswer>(outcome, { status, headers });

  if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
    return answer({ ...shown(undefined), outcome: "invalid", fields: { [IDEMPOTENCY_FIELD]: "invalid" } }, 422);
  }
  // Every post counts against the lead rate limit, as the JSON API's do.
  const limit = await context.formPost?.rateLimit();
  if (limit?.limited) {
    const retryAfterSeconds = limit.retryAfterSeconds;
    return answer({ ...shown(idempotencyKey), outcome: "rateLimited", retryAfterSeconds }, 429, {
      "Retry-After": String(retryAfterSeconds),
    });
  }
  const submission = parseWithZod(form, { schema: leadFormSchema, disableAutoCoercion: true });
  if (submission.status !== "success") {
    const fields: LeadFieldErrors = {};
    for (const [name, codes] of Object.entries(submission.error ?? {}))
      if (codes?.[0]) fields[name || "body"] = codes[0];
    return answer({ ...shown(idempotencyKey), outcome: "invalid", fields }, 422);
  }
  // Pages carry no token (any cache may keep them), so a form posted without JavaScript arrives without
  // one: show it filled in again, now with one, and store nothing until it comes back with it. Its mistakes
  // were shown first, so a visitor confirms only a form that is ready to send.
  if (!context.formPost?.csrfValid(form.get(CSRF_FIELD)))
    return answer({ ...shown(idempotencyKey), outcome: "confirm" }, 200);
  if (!context.leadCapture) throw new Error("The lead store is not available to the call-me-back action.");
  const outcome = await context.leadCapture.submit(submission.value, { idempotencyKey });
  switch (outcome.status) {
    case "created": {
      // The same answer with JavaScript (shown in place) and without (the page shows the confirmation).
      const sent = {
        outcome: "sent",
        reference: outcome.reference,
        expectedCall: expectedCallText(expectedCall(submission.value.preferredTime, new Date())),
        ...(!inPlace && { product }),
      } as const;
      return data<CallMeBackAnswer>(sent, { status: 201 });
    }
    case "invalid":
      return answer({ ...shown(idempotencyKey), outcome: "invalid", fields: outcome.fields }, 422);
    case "conflict":
      // The key belongs to another request: the next send gets a new one.
      return answer({ ...shown(undefined), outcome: "conflict" }, 409);
    case "unavailable":
      // Nothing was stored: the form comes back as the visitor filled it in, to be sent with the same key.
      return answer(
        { ...shown(idempotencyKey), outcome: "unavailable", retryAfterSeconds: outcome.retryAfterSeconds },
        503,
        { "Retry-After": String(outcome.retryAfterSeconds) },
      );
    default:
      return outcome satisfies never;
  }
}

/**
 * With JavaScript the form's fetcher comes through here: a network failure, or a request refused before the
 * action (another site's), becomes an answer the form shows in place.
 */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return sendInPlace(() => serverAction());
}

/** The action's Retry-After (the rate limit, or the lead could not be stored just now) reaches the page's answer. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
}

/**
 * The page the visitor came from (`?from=`), read from the address in the component rather than handed on
 * by the loader, so that nothing of the address is serialised into the page's inline hydration data.
 */
function useSourcePath(): string {
  const from = useSearchParams()[0].get("from");
  return from && SOURCE_PATH.test(from) ? from : "/call-me-back";
}

export default function CallMeBackPage({ loaderData, actionData }: Route.ComponentProps) {
  const sourcePath = useSourcePath();
  // Only a post without JavaScript answers the page with a form to show again or its confirmation (the
  // fetcher's answers stay with the form that sent them). That page is plain HTML, without the app's
  // scripts (app/features/shell/static-document.ts): nothing typed rides in an inline script.
  const shownAgain = actionData && "product" in actionData && actionData.outcome !== "sent" ? actionData : undefined;
  const sent = actionData?.outcome === "sent" ? actionData : undefined;
  const product = shownAgain?.product ?? sent?.product ?? loaderData.product;
  const notice = shownAgain ? answerView(shownAgain, product.title).status : undefined;
  // The server renders the whole form (it works at once, and without JavaScript); its code loads once it is
  // in view, as on a car's page, rather than with the first download.
  return (
    // The page's gutters, as on every other page: on a phone the form's card would otherwise touch both edges.
    <div className="container">
      <DeferredCallMeBackForm
        // A fresh form after each answer of the server, so the values it sent back show.
        key={sent?.reference ?? shownAgain?.idempotencyKey ?? "blank"}
        product={product.key}
        productTitle={product.title}
        sourcePath={shownAgain?.sourcePath ?? sourcePath}
        vehicleId={shownAgain?.vehicleId}
        csrfToken={shownAgain?.csrfToken ?? loaderData.csrfToken}
        idempotencyKey={shownAgain?.idempotencyKey}
        initialValues={shownAgain?.values}
        serverErrors={shownAgain?.outcome === "invalid" ? shownAgain.fields : undefined}
        idNumberCleared={shownAgain?.idNumberCleared}
        sent={sent}
        notice={notice}
        headingLevel={1}
      />
    </div>
  );
}
