import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import type { ApplicationDesk, ApplicationPageView } from "~/lib/applications/application-desk";
import type { SectionName } from "~/lib/applications/application-sections";
import {
  APPLY_AFFORDABILITY_PATH,
  APPLY_STATUS_PATH,
  SECTION_FIELDS,
  nextStep,
  type ApplyStepKey,
} from "~/lib/applications/application-steps";
import { sectionStepSchema, stepErrorMap } from "~/lib/applications/application-step-schemas";
import { siteContext, type SiteLoadContext } from "~/load-context";
import { CSRF_FIELD, INTENT_FIELD, SAVE_FOR_LATER_INTENT, type ApplyActionAnswer } from "./apply-answers";

/** The load context of an /apply page; without the server (the Vite dev server) there is no application store. */
export function applyContext(routerContext: Readonly<RouterContextProvider>): SiteLoadContext & {
  readonly applications: ApplicationDesk;
} {
  const context = routerContext.get(siteContext);
  if (!context.applications) throw new Error("The /apply pages need the server's application service.");
  return { ...context, applications: context.applications };
}

/** The headers every /apply answer carries: never stored, never indexed, and the cookie of a new draft. */
export function applyHeaders({
  actionHeaders,
  loaderHeaders,
}: {
  readonly actionHeaders: Headers;
  readonly loaderHeaders: Headers;
}): Headers {
  const headers = new Headers({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });
  for (const source of [loaderHeaders, actionHeaders]) {
    for (const cookie of source.getSetCookie()) headers.append("Set-Cookie", cookie);
    const retryAfter = source.get("Retry-After");
    if (retryAfter) headers.set("Retry-After", retryAfter);
  }
  return headers;
}

/**
 * After a withdrawal or a decline the deal step starts a new application (its first save makes a new
 * draft): it shows as if there were none. Every other step of an application sent shows its status.
 */
const startsAnew = (section: SectionName, view: ApplicationPageView | undefined) =>
  section === "deal" && (view?.status === "withdrawn" || view?.status === "declined") ? undefined : view;

/** A step's answers as the form's text, for its inputs' starting values. The ID number is never among them. */
function sectionValues(view: ApplicationPageView | undefined, section: SectionName): Record<string, string> {
  const values: Record<string, string> = {};
  const answers = (view?.sections[section] ?? {}) as Record<string, unknown>;
  for (const field of SECTION_FIELDS[section] as readonly string[]) {
    const value = answers[field];
    if (field !== "idNumber" && value !== undefined && value !== null) values[field] = String(value);
  }
  return values;
}

/** What a section step's page shows: the saved answers, the masked ID number, the visitor's token. */
export async function sectionStepData(routerContext: Readonly<RouterContextProvider>, section: SectionName) {
  // A render without the server's application service (the copy the server learns the page's scripts from)
  // is the page of a visitor without an application.
  const context = routerContext.get(siteContext);
  const view = startsAnew(section, await context.applications?.current());
  if (view && view.status !== "draft") throw redirect(APPLY_STATUS_PATH);
  const values = sectionValues(view, section);
  const idNumberMasked = section === "applicant" ? view?.sections.applicant.idNumber : undefined;
  return {
    values,
    idNumberMasked,
    csrfToken: context.csrfToken,
    saveForLater: context.applications?.saveForLater !== undefined,
    // The deal's figures are no one's personal data; every other section's answers are.
    personalData: section !== "deal" && (Object.keys(values).length > 0 || idNumberMasked !== undefined),
  };
}

/** The form posted to an /apply page, read once by the server (or, without it, from the request). */
export async function postedForm(request: Request, routerContext: Readonly<RouterContextProvider>) {
  return routerContext.get(siteContext).formPost?.form ?? (await request.formData());
}

/**
 * The checks every /apply post passes before anything is saved: the CSRF token of this visitor (else the
 * page again, 403, nothing saved) and the applications' rate limit (429). Undefined when the post may go on.
 */
export async function refusedPost(
  routerContext: Readonly<RouterContextProvider>,
  form: FormData,
  answer: ApplyActionAnswer,
) {
  const context = routerContext.get(siteContext);
  if (!context.formPost?.csrfValid(form.get(CSRF_FIELD)))
    return data<ApplyActionAnswer>({ ...answer, notice: "csrf" }, { status: 403 });
  const limit = await context.formPost.rateLimit();
  if (limit.limited)
    return data<ApplyActionAnswer>(
      { ...answer, notice: "rateLimited", retryAfterSeconds: limit.retryAfterSeconds },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  return undefined;
}

/** Where a section step goes on to: the next step, or the affordability figures after what the applicant spends. */
const afterStep = (step: ApplyStepKey) => (step === "spending" ? APPLY_AFFORDABILITY_PATH : nextStep(step).path);

/**
 * The action of a section step: judged by the step's schema (the section's shared rules, its required
 * fields, its pairings), saved into the visitor's draft (started on the first save), then 303 to the next
 * step. "Save and continue later" saves what is typed (each given field valid) and answers the resume
 * link. Every refusal is the page again with what was typed (never the ID number) and each field's code.
 */
export async function sectionStepAction(
  request: Request,
  routerContext: Readonly<RouterContextProvider>,
  step: ApplyStepKey,
  section: SectionName,
) {
  const context = applyContext(routerContext);
  const form = await postedForm(request, routerContext);
  const later = form.get(INTENT_FIELD) === SAVE_FOR_LATER_INTENT;
  const view = startsAnew(section, await context.applications.current());
  if (view && view.status !== "draft") return redirect(APPLY_STATUS_PATH, 303);
  const idNumberSaved = section === "applicant" && view?.sections.applicant.idNumber !== undefined;
  const submission = parseWithZod(form, {
    schema: sectionStepSchema(section, { partial: later, kept: idNumberSaved ? ["idNumber"] : [] }),
    error: stepErrorMap,
    disableAutoCoercion: true,
  });
  const hideFields = ["idNumber", CSRF_FIELD];
  const refused = await refusedPost(routerContext, form, { result: submission.reply({ hideFields }) });
  if (refused) return refused;
  if (submission.status !== "success")
    return data<ApplyActionAnswer>({ result: submission.reply({ hideFields }) }, { status: 422 });
  const answers = Object.fromEntries(
    Object.entries(submission.value as Record<string, unknown>).filter(([, value]) => value !== undefined),
  );
  const saved = await context.applications.save({ [section]: answers });
  if (saved.status === "not_draft") return redirect(APPLY_STATUS_PATH, 303);
  if (saved.status === "invalid") {
    const fieldErrors = Object.fromEntries(
      Object.entries(saved.fields).map(([path, code]) => [path.split(".").slice(1).join("."), [code]]),
    );
    return data<ApplyActionAnswer>({ result: submission.reply({ hideFields, fieldErrors }) }, { status: 422 });
  }
  const headers = saved.setCookie ? { "Set-Cookie": saved.setCookie } : undefined;
  if (later) return saveForLater(context.applications, submission.reply({ hideFields }), headers);
  return redirect(afterStep(step), { status: 303, headers });
}

/** "Save and continue later": the resume link (e-mailed, or to copy) on the page itself. */
export async function saveForLater(
  desk: ApplicationDesk,
  result: ApplyActionAnswer["result"],
  headers: HeadersInit | undefined,
) {
  const link = desk.saveForLater ? await desk.saveForLater() : undefined;
  if (link === undefined || link === "no_application")
    return data<ApplyActionAnswer>({ result, notice: "saved" }, { status: 200, headers });
  // The answers are saved; only the e-mail with the link failed, so the page says so and asks to try again.
  if (link === "mail_unavailable")
    return data<ApplyActionAnswer>(
      { result, notice: "savedNoMail" },
      { status: 503, headers: { ...headers, "Retry-After": "60" } },
    );
  return data<ApplyActionAnswer>({ result, notice: "saved", resumeLink: link }, { status: 200, headers });
}
