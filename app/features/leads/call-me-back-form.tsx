import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useHydrated } from "~/ui/shared/use-hydrated";
import { useContext, useEffect, useId, useMemo, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { brand } from "~/content/brand";
import { nameInSentence } from "~/content/name-in-sentence";
import { storedCampaign } from "~/lib/campaign/campaign-parse";
import { CALCULATION_QUERY_PARAMETER, figureKind, type CalculationSummary } from "~/lib/finance/calculation-summary";
import { decodeCalculation } from "~/lib/finance/calculation-summary-schema";
import { formatFigure } from "~/lib/format/figure";
import { fetchCsrfToken } from "~/lib/http/csrf-token";
import {
  leadFieldMessage,
  leadFormSchema,
  PREFERRED_TIME_LABELS,
  PREFERRED_TIMES,
  type LeadFieldErrors,
  type LeadSubmission,
} from "~/lib/leads/lead-submission";
import {
  carEnquiryRecipients,
  CONSENT_LABEL,
  MARKETING_LABEL,
  POPIA_NOTICE,
  PRE_CHECK_CONSENT_LABEL,
  PRE_CHECK_HINT,
} from "~/lib/leads/popia-notice";
import { Button } from "~/ui/button/button";
import { conformControl, useJudgedFields } from "~/ui/form/conform-field";
import { Input } from "~/ui/input/input";
import { KeepWhole } from "~/ui/keep-whole/keep-whole";
import { NotificationsContext } from "~/ui/notifications/notifications-context";
import { Toggle } from "~/ui/toggle/toggle";
import {
  answerView,
  CALL_ME_BACK_ACTION,
  CSRF_FIELD,
  IDEMPOTENCY_FIELD,
  IN_PLACE_FIELD,
  LEAD_FORM_FIELDS,
  type CallMeBackAnswer,
  type CallMeBackSent,
  type CallMeBackState,
  type LeadFormField,
  type LeadFormValues,
} from "./call-me-back-answer";
import { CallMeBackConfirmation } from "./call-me-back-confirmation";
import "./call-me-back-form.css";
import { TIME_RANGE } from "./time-range";
import { SecurityReminder } from "~/ui/form/security-reminder";

/** The element id product pages give the form's place; calculators link to it. */
export const CALL_ME_BACK_ANCHOR = "call-me-back";

export interface CallMeBackFormProps {
  /** The product or page the request is about: a page key such as "businessSpecialisedFinance". */
  readonly product: string;
  /** The product's name as the visitor knows it. */
  readonly productTitle: string;
  /** Path of the page the form is on. */
  readonly sourcePath: string;
  /** This visitor's CSRF token when the page is rendered per request; prerendered pages have none. */
  readonly csrfToken?: string;
  /** The idempotency key of a form the server shows again; otherwise the browser makes one. */
  readonly idempotencyKey?: string;
  /** Values to show again (after a post without JavaScript came back), as the form posts them. */
  readonly initialValues?: LeadFormValues;
  /** Field codes the server gave for those values. */
  readonly serverErrors?: LeadFieldErrors;
  /** The server left out the ID number the visitor gave (a page never repeats one): ask for it again. */
  readonly idNumberCleared?: boolean;
  /** The request the server stored (a post without JavaScript): the confirmation shows instead of the form. */
  readonly sent?: CallMeBackSent;
  /** Figures a calculator handed over; by default read from the `calculation` query parameter. */
  readonly calculation?: CalculationSummary;
  /** A line above the form, e.g. asking to send a form again. */
  readonly notice?: string;
  readonly headingLevel?: 1 | 2 | 3;
  /** The form's heading; "Ask us to call you back" unless the page says what the call is about. */
  readonly heading?: string;
  /** The car for sale the request is about (a listing's id), stored with the lead. */
  readonly vehicleId?: number;
  /**
   * The dealer who lists that car: named before the visitor consents, because a car enquiry is shared with
   * them (and agreed to under the car enquiry's own consent version).
   */
  readonly dealerName?: string;
  /** "start" when the form sits in a column of a page's layout, on its left edge; centred by default. */
  readonly align?: "centre" | "start";
}

/**
 * The figures a calculator handed over in the address. Read on the server as well: pages that carry them
 * (a calculator's page, /call-me-back) are rendered for their query, so without JavaScript the form shows
 * the figures and sends them; the call-back card opens on the same reading of the address.
 */
function useCalculationFromUrl(given: CalculationSummary | undefined): CalculationSummary | undefined {
  const { search } = useLocation();
  const fromUrl = useMemo(
    () => decodeCalculation(new URLSearchParams(search).get(CALCULATION_QUERY_PARAMETER)),
    [search],
  );
  return given ?? fromUrl;
}

const newIdempotencyKey = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** Storing a lead changes nothing a page shows: no loader runs again after it. */
const SUBMIT_OPTIONS = { method: "post", action: CALL_ME_BACK_ACTION, defaultShouldRevalidate: false } as const;

/** The server's field codes for the visible fields, as Conform takes a submission's result. */
function serverResult(fields: LeadFieldErrors | undefined): SubmissionResult | undefined {
  if (!fields) return undefined;
  const error: Record<string, string[]> = {};
  for (const name of LEAD_FORM_FIELDS) {
    const code = fields[name];
    if (code) error[name] = [code];
  }
  return { status: "error", error };
}

const notSent = (count: number) =>
  count === 1
    ? "Your request was not sent: please correct the field marked below."
    : `Your request was not sent: please correct the ${count} fields marked below.`;

/**
 * The call-me-back form: one form for the call-me-back route's action, judged by the form's one schema
 * (`leadFormSchema`, through Conform) in the browser as in the action. Without JavaScript it is an ordinary
 * form post to /call-me-back, answered with a page. With JavaScript its fetcher posts the same fields to the
 * same action and the form shows the action's answer in place: field codes inline, a toast, the status line,
 * everything typed kept until the lead is stored.
 */
export function CallMeBackForm({
  product,
  productTitle,
  sourcePath,
  csrfToken,
  idempotencyKey: givenIdempotencyKey,
  initialValues,
  serverErrors,
  idNumberCleared = false,
  sent: givenSent,
  calculation: givenCalculation,
  notice,
  headingLevel = 2,
  heading = "Ask us to call you back",
  vehicleId,
  dealerName,
  align = "centre",
}: CallMeBackFormProps) {
  const headingId = useId();
  const statusId = useId();
  const timesHintId = useId();
  const notifications = useContext(NotificationsContext);
  const fetcher = useFetcher<CallMeBackAnswer>();
  const hydrated = useHydrated();
  const calculation = useCalculationFromUrl(givenCalculation);
  const confirmationRef = useRef<HTMLDivElement>(null);
  // The visit's campaign (lib/campaign), read once hydrated: sessionStorage is the browser's alone.
  const campaign = useMemo(() => (hydrated ? storedCampaign(globalThis.sessionStorage) : {}), [hydrated]);
  // One key per request, made in the browser; the action names the key of the next send (the same one
  // while nothing was stored, a new one after a conflict).
  const [firstKey] = useState(() => givenIdempotencyKey ?? newIdempotencyKey());
  // The fields a submit found wrong in the browser (nothing was sent), for the status line.
  const [invalidCount, setInvalidCount] = useState<number>();
  const lastSend = useRef<{ readonly body: FormData; retried: boolean }>(undefined);
  const { judged, note } = useJudgedFields();

  const sending = fetcher.state !== "idle";
  const answer = sending ? undefined : fetcher.data;
  const sent = givenSent ?? (answer?.outcome === "sent" ? answer : undefined);
  const shown = answer && "idempotencyKey" in answer ? answer : undefined;
  const idempotencyKey = shown?.idempotencyKey ?? firstKey;
  const token = shown?.csrfToken ?? csrfToken ?? "";
  const lastResult = useMemo(
    () => serverResult(answer ? (answer.outcome === "invalid" ? answer.fields : undefined) : serverErrors),
    [answer, serverErrors],
  );

  const [form, fields] = useForm<Record<LeadFormField, string>, LeadSubmission>({
    defaultValue: { preferredTime: "anytime", ...initialValues },
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      const submission = parseWithZod(formData, { schema: leadFormSchema, disableAutoCoercion: true });
      note(submission);
      if (submission.reply().intent === undefined)
        setInvalidCount(
          submission.status === "error" ? Object.values(submission.error ?? {}).filter(Boolean).length : undefined,
        );
      return submission;
    },
    onSubmit(event, { formData }) {
      event.preventDefault();
      formData.set(IN_PLACE_FIELD, "1");
      void (async () => {
        // Pages carry no token (any cache may keep them): the visitor's session gives one.
        if (!formData.get(CSRF_FIELD)) formData.set(CSRF_FIELD, (await fetchCsrfToken()) ?? "");
        lastSend.current = { body: formData, retried: false };
        await fetcher.submit(formData, SUBMIT_OPTIONS);
      })();
    },
  });

  // What an answer does besides what it shows: the one resend with the token it gave, a toast, the focus.
  const { submit } = fetcher;
  useEffect(() => {
    if (!answer) return;
    const last = lastSend.current;
    if (answer.outcome === "confirm" && last && !last.retried && answer.csrfToken) {
      // The token did not match the visitor's cookies (cleared in another tab, or the session could not
      // be fetched): the answer set fresh ones and gave their token. Sent once more with it, as it was.
      last.retried = true;
      last.body.set(CSRF_FIELD, answer.csrfToken);
      void submit(last.body, SUBMIT_OPTIONS);
      return;
    }
    const view = answerView(answer, productTitle);
    if (view.toast) notifications?.notify({ type: "toast", ...view.toast, message: view.status });
    if (answer.outcome === "sent") confirmationRef.current?.focus();
  }, [answer, submit, notifications, productTitle]);

  const view = answer ? answerView(answer, productTitle) : undefined;
  const state: CallMeBackState = sent
    ? "sent"
    : sending
      ? "sending"
      : invalidCount
        ? "failed"
        : (view?.state ?? "editing");
  const statusText = sending
    ? "Sending your request…"
    : invalidCount
      ? notSent(invalidCount)
      : (view?.status ?? notice ?? "");

  /** An Input for a text field of the form, its errors in the words of §8. */
  const textField = (name: "firstName" | "surname" | "cellphone" | "email" | "idNumber") => ({
    ...conformControl(fields[name], judged(name), (code) => leadFieldMessage(name, code)),
    errorPlacement: "inline" as const,
    disabled: sending,
  });
  const error = (name: "consent" | "preCheckConsent") => {
    const code = fields[name].errors?.[0];
    return code ? leadFieldMessage(name, code) : undefined;
  };
  const checked = (name: "consent" | "marketingOptIn" | "preCheckConsent") => fields[name].initialValue === "yes";

  const Heading = `h${headingLevel}` as const;
  const consentError = error("consent");
  const preCheckError = error("preCheckConsent");
  const consentErrorId = `${headingId}-consent-error`;
  const preCheckErrorId = `${headingId}-pre-check-error`;

  return (
    <section
      className="call-me-back"
      aria-labelledby={headingId}
      data-state={state}
      data-align={align === "start" ? "start" : undefined}
    >
      <Heading id={headingId} className="call-me-back__title">
        {heading}
      </Heading>
      {!sent && (
        <p className="call-me-back__intro">
          Leave your details and a consultant will call you about <strong>{nameInSentence(productTitle)}</strong>.
        </p>
      )}
      <div id={statusId} className="call-me-back__status" role="status" data-state={state}>
        {sent ? <CallMeBackConfirmation ref={confirmationRef} sent={sent} productTitle={productTitle} /> : statusText}
      </div>
      {!sent && (
        <fetcher.Form
          id={form.id}
          noValidate={form.noValidate}
          onSubmit={form.onSubmit}
          method="post"
          action={CALL_ME_BACK_ACTION}
          className="call-me-back__form"
          aria-labelledby={headingId}
          aria-describedby={statusId}
          aria-busy={sending || undefined}
        >
          <input type="hidden" name={CSRF_FIELD} value={token} />
          {/* Made in the browser, so no two visitors of a page any cache keeps share one. */}
          {(hydrated || givenIdempotencyKey !== undefined) && (
            <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />
          )}
          <input type="hidden" name="product" value={product} />
          <input type="hidden" name="sourcePath" value={sourcePath} />
          {vehicleId !== undefined && <input type="hidden" name="vehicleId" value={vehicleId} />}
          {calculation && <input type="hidden" name="calculation" value={JSON.stringify(calculation)} />}
          {Object.keys(campaign).length > 0 && <input type="hidden" name="campaign" value={JSON.stringify(campaign)} />}
          <div className="call-me-back__names">
            <Input {...textField("firstName")} label="First name" autoComplete="given-name" required maxLength={60} />
            <Input {...textField("surname")} label="Surname" autoComplete="family-name" required maxLength={60} />
          </div>
          <Input
            {...textField("cellphone")}
            label="Cellphone number"
            type="tel"
            autoComplete="tel-national"
            required
            maxLength={12}
          />
          <Input
            {...textField("email")}
            label="Email address (optional)"
            type="email"
            autoComplete="email"
            maxLength={254}
          />
          <fieldset className="call-me-back__pre-check" aria-describedby={`${headingId}-pre-check-hint`}>
            <legend>Credit pre-check (optional)</legend>
            <p className="call-me-back__hint" id={`${headingId}-pre-check-hint`}>
              {PRE_CHECK_HINT}
            </p>
            <div className="call-me-back__consent" data-state={preCheckError ? "invalid" : "idle"}>
              <Toggle
                name="preCheckConsent"
                value="yes"
                defaultChecked={checked("preCheckConsent")}
                disabled={sending}
                invalid={Boolean(preCheckError)}
                describedBy={preCheckError ? preCheckErrorId : undefined}
              >
                {PRE_CHECK_CONSENT_LABEL}
              </Toggle>
              <p id={preCheckErrorId} className="call-me-back__error" aria-live="polite">
                {preCheckError}
              </p>
            </div>
            <Input {...textField("idNumber")} label="SA ID number" type="number" autoComplete="off" maxLength={13} />
            {idNumberCleared && (
              <p className="call-me-back__hint">
                For your safety we do not show your ID number on the page again: please type it once more.
              </p>
            )}
          </fieldset>
          <fieldset className="call-me-back__times" aria-describedby={timesHintId}>
            <legend>When may we call?</legend>
            {/* The evening falls after the phone line closes: say when consultants call back. */}
            <p className="call-me-back__hint" id={timesHintId}>
              Our consultants call back <KeepWhole text={brand.contact.callBackHours} pattern={TIME_RANGE} />.
            </p>
            {PREFERRED_TIMES.map((time) => (
              <label key={time} className="call-me-back__time">
                <input
                  type="radio"
                  name={fields.preferredTime.name}
                  value={time}
                  defaultChecked={fields.preferredTime.initialValue === time}
                  disabled={sending}
                />
                {/* One element: the label sets its children out as flex items with a gap between them. */}
                <span>
                  <KeepWhole text={PREFERRED_TIME_LABELS[time]} pattern={TIME_RANGE} />
                </span>
              </label>
            ))}
          </fieldset>
          {calculation && (
            <div className="call-me-back__calculation">
              <p>We will send the consultant the figures from your calculator:</p>
              <dl>
                {Object.entries(calculation.figures).map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    {/* The calculator's own format for the figure's kind: "R 8 884.88", "13.25%", "72 months". */}
                    <dd data-figure-kind={figureKind(label)}>{formatFigure(figureKind(label), value)}</dd>
                  </div>
                ))}
              </dl>
            </div>
          )}
          <div className="call-me-back__popia" id={`${headingId}-popia`}>
            <p className="call-me-back__popia-title">How we look after your details (POPIA)</p>
            <dl>
              <dt>What we collect</dt>
              <dd>{POPIA_NOTICE.collected}</dd>
              <dt>Why</dt>
              <dd>{POPIA_NOTICE.why}</dd>
              {dealerName !== undefined && (
                <>
                  <dt>Who receives it</dt>
                  <dd>{carEnquiryRecipients(dealerName)}</dd>
                </>
              )}
              <dt>How long we keep it</dt>
              <dd>{POPIA_NOTICE.kept}</dd>
              <dt>Who to contact</dt>
              <dd>{POPIA_NOTICE.contact}</dd>
            </dl>
          </div>
          <div className="call-me-back__consent" data-state={consentError ? "invalid" : "idle"}>
            <Toggle
              name="consent"
              value="yes"
              defaultChecked={checked("consent")}
              disabled={sending}
              invalid={Boolean(consentError)}
              describedBy={consentError ? consentErrorId : undefined}
            >
              {CONSENT_LABEL}
            </Toggle>
            {/* Always in the page, so the message is read out when it appears (a polite live region). */}
            <p id={consentErrorId} className="call-me-back__error" aria-live="polite">
              {consentError}
            </p>
          </div>
          <Toggle name="marketingOptIn" value="yes" defaultChecked={checked("marketingOptIn")} disabled={sending}>
            {MARKETING_LABEL}
          </Toggle>
          <Button type="submit" theme="action" loading={sending} loadingLabel="Sending">
            Send
          </Button>
          <SecurityReminder />
        </fetcher.Form>
      )}
    </section>
  );
}
