import { useContext, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { nameInSentence } from "~/content/name-in-sentence";
import { storedCampaign } from "~/lib/campaign/campaign-parse";
import { useFetcher, useLocation } from "react-router";
import { CALCULATION_QUERY_PARAMETER, figureKind, type CalculationSummary } from "~/lib/finance/calculation-summary";
import { decodeCalculation } from "~/lib/finance/calculation-summary-schema";
import { formatFigure } from "~/lib/format/figure";
import { fetchCsrfToken } from "~/lib/http/csrf-token";
import {
  leadFieldMessage,
  preCheckPairingError,
  PREFERRED_TIME_LABELS,
  PREFERRED_TIMES,
  type LeadFieldErrors,
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
import { FormInput } from "~/ui/form/form-input";
import { useForm, type FieldBinding } from "~/ui/form/use-form";
import { NotificationsContext } from "~/ui/notifications/notifications-context";
import { Toggle } from "~/ui/toggle/toggle";
import {
  answerView,
  CALL_ME_BACK_ACTION,
  CSRF_FIELD,
  IDEMPOTENCY_FIELD,
  IN_PLACE_FIELD,
  type CallMeBackAnswer,
  type CallMeBackSent,
  type CallMeBackState,
} from "./call-me-back-answer";
import { CallMeBackConfirmation } from "./call-me-back-confirmation";
import { leadFormFields, visibleFieldErrors, type LeadFormValues } from "./lead-form-values";
import "./call-me-back-form.css";
import { brand } from "~/content/brand";
import { KeepWhole } from "~/ui/keep-whole/keep-whole";
import { TIME_RANGE } from "./time-range";

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
  /** Values to show again (after a post without JavaScript came back). */
  readonly initialValues?: Partial<LeadFormValues>;
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

const subscribeNever = () => () => {};

/** False on the server and while React hydrates the server's HTML, true after. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
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

/**
 * The call-me-back form: one form for the call-me-back route's action. Without JavaScript it is an
 * ordinary form post to /call-me-back, answered with a page. With JavaScript it checks each field with
 * the shared rules, then its fetcher posts the same fields to the same action and shows the answer in
 * place: the server's field errors inline, a toast, and everything typed kept until the lead is stored.
 */
export function CallMeBackForm({
  product,
  productTitle,
  sourcePath,
  csrfToken,
  idempotencyKey: givenIdempotencyKey,
  initialValues,
  serverErrors: initialServerErrors = {},
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
  const [state, setState] = useState<CallMeBackState>(givenSent ? "sent" : "editing");
  const [sent, setSent] = useState(givenSent);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const [statusText, setStatusText] = useState(notice ?? "");
  const [serverErrors, setServerErrors] = useState(() => visibleFieldErrors(initialServerErrors));
  // One key per request: kept while nothing was stored (a retry is the same request), new once it was.
  const [idempotencyKey, setIdempotencyKey] = useState(() => givenIdempotencyKey ?? newIdempotencyKey());
  // The token the server gave with a form it asks to send again (it set the cookies it belongs to).
  const [answeredToken, setAnsweredToken] = useState<string>();
  const [shownAnswer, setShownAnswer] = useState<CallMeBackAnswer>();
  const lastSend = useRef<{ readonly body: FormData; retried: boolean }>(undefined);
  const answerActedOn = useRef<CallMeBackAnswer>(undefined);
  const sectionRef = useRef<HTMLElement>(null);
  const [fields] = useState(() => leadFormFields(initialValues));
  // The visit's campaign (lib/campaign), read once hydrated: sessionStorage is the browser's alone.
  const campaign = useMemo(() => (hydrated ? storedCampaign(globalThis.sessionStorage) : {}), [hydrated]);

  const send = async (values: LeadFormValues) => {
    const element = form.formProps.ref.current;
    if (!element) return;
    // The one rule across two fields (an ID number only with the pre-check consent), shown as the server would.
    const pairing = preCheckPairingError(values.idNumber, values.preCheckConsent);
    if (pairing) {
      setServerErrors((current) => ({ ...current, ...pairing }));
      setState("failed");
      setStatusText("Your request was not sent: please correct the field marked below.");
      const field = "idNumber" in pairing ? "idNumber" : "preCheckConsent";
      requestAnimationFrame(() => element.querySelector<HTMLElement>(`[name="${field}"]`)?.focus());
      return;
    }
    // Read now, while every control is enabled (disabled ones are left out of a form's data).
    const body = new FormData(element);
    body.set(IN_PLACE_FIELD, "1");
    setState("sending");
    setStatusText("Sending your request…");
    // Pages carry no token (any cache may keep them): the visitor's session gives one.
    if (!body.get(CSRF_FIELD)) body.set(CSRF_FIELD, (await fetchCsrfToken()) ?? "");
    lastSend.current = { body, retried: false };
    await fetcher.submit(body, SUBMIT_OPTIONS);
  };

  const form = useForm<LeadFormValues>({
    fields,
    onSubmit: send,
    errorPlacement: "inline",
    // A submit with errors says so in the status region too (focus goes to the first invalid field).
    onInvalid: (invalidCount) => {
      setState("failed");
      setStatusText(
        invalidCount === 1
          ? "Your request was not sent: please correct the field marked below."
          : `Your request was not sent: please correct the ${invalidCount} fields marked below.`,
      );
    },
  });

  // Each answer of the action, shown once as it arrives.
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  if (answer !== undefined && answer !== shownAnswer) {
    setShownAnswer(answer);
    const view = answerView(answer, productTitle);
    setState(view.state);
    setStatusText(view.status);
    setServerErrors(answer.outcome === "invalid" ? visibleFieldErrors(answer.fields) : {});
    if ("csrfToken" in answer && answer.csrfToken) setAnsweredToken(answer.csrfToken);
    if (answer.outcome === "sent" || answer.outcome === "conflict") setIdempotencyKey(newIdempotencyKey());
    if (answer.outcome === "sent") {
      // The confirmation takes the form's place; a fresh form would only invite a second request.
      setSent(answer);
      form.reset();
    }
  }

  const { submit } = fetcher;
  useEffect(() => {
    if (!shownAnswer || answerActedOn.current === shownAnswer) return;
    answerActedOn.current = shownAnswer;
    const sent = lastSend.current;
    if (shownAnswer.outcome === "confirm") {
      // The token did not match the visitor's cookies (cleared in another tab, or the session could not
      // be fetched): the answer set fresh ones and gave their token. Sent once more with it, as it was.
      if (sent && !sent.retried && shownAnswer.csrfToken) {
        sent.retried = true;
        sent.body.set(CSRF_FIELD, shownAnswer.csrfToken);
        void submit(sent.body, SUBMIT_OPTIONS);
        return;
      }
    }
    const view = answerView(shownAnswer, productTitle);
    if (view.toast) notifications?.notify({ type: "toast", ...view.toast, message: view.status });
    if (shownAnswer.outcome === "sent") confirmationRef.current?.focus();
    if (shownAnswer.outcome === "invalid")
      sectionRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [shownAnswer, submit, notifications, productTitle]);

  // A server error shows until the visitor changes that field.
  const bind = <Name extends keyof LeadFormValues>(name: Name): FieldBinding<LeadFormValues[Name]> => {
    const binding = form.field(name);
    const code = serverErrors[name];
    if (!code) return binding;
    return {
      ...binding,
      feedback: "invalid",
      error: leadFieldMessage(name, code),
      setValue: (value) => {
        // The ID number and the pre-check box answer one rule: changing either settles it.
        const paired = name === "idNumber" || name === "preCheckConsent";
        setServerErrors((current) => ({
          ...current,
          [name]: undefined,
          ...(paired && { idNumber: undefined, preCheckConsent: undefined }),
        }));
        binding.setValue(value);
      },
    };
  };

  const Heading = `h${headingLevel}` as const;
  const preferredTime = bind("preferredTime");
  const consent = bind("consent");
  const marketing = bind("marketingOptIn");
  const preCheck = bind("preCheckConsent");
  const consentErrorId = `${headingId}-consent-error`;
  const preCheckErrorId = `${headingId}-pre-check-error`;

  return (
    <section
      ref={sectionRef}
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
          {...form.formProps}
          method="post"
          action={CALL_ME_BACK_ACTION}
          className="call-me-back__form"
          aria-labelledby={headingId}
          aria-describedby={statusId}
          aria-busy={form.submitting || undefined}
        >
          <input type="hidden" name={CSRF_FIELD} value={answeredToken ?? csrfToken ?? ""} />
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
            <FormInput field={bind("firstName")} label="First name" autoComplete="given-name" required maxLength={60} />
            <FormInput field={bind("surname")} label="Surname" autoComplete="family-name" required maxLength={60} />
          </div>
          <FormInput
            field={bind("cellphone")}
            label="Cellphone number"
            type="tel"
            autoComplete="tel-national"
            required
            maxLength={12}
          />
          <FormInput
            field={bind("email")}
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
            <div className="call-me-back__consent" data-state={preCheck.feedback}>
              <Toggle
                name="preCheckConsent"
                value="yes"
                checked={preCheck.value}
                disabled={preCheck.disabled}
                invalid={Boolean(preCheck.error)}
                describedBy={preCheck.error ? preCheckErrorId : undefined}
                onChange={(checked) => preCheck.setValue(checked)}
              >
                {PRE_CHECK_CONSENT_LABEL}
              </Toggle>
              <p id={preCheckErrorId} className="call-me-back__error" aria-live="polite">
                {preCheck.error}
              </p>
            </div>
            <FormInput field={bind("idNumber")} label="SA ID number" type="number" autoComplete="off" maxLength={13} />
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
                  name="preferredTime"
                  value={time}
                  checked={preferredTime.value === time}
                  disabled={preferredTime.disabled}
                  onChange={() => preferredTime.setValue(time)}
                  onBlur={preferredTime.blur}
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
          <div className="call-me-back__consent" data-state={consent.feedback}>
            <Toggle
              name="consent"
              value="yes"
              checked={consent.value}
              disabled={consent.disabled}
              invalid={Boolean(consent.error)}
              describedBy={consent.error ? consentErrorId : undefined}
              onChange={(checked) => {
                consent.setValue(checked);
                consent.blur();
              }}
            >
              {CONSENT_LABEL}
            </Toggle>
            {/* Always in the page, so the message is read out when it appears (a polite live region). */}
            <p id={consentErrorId} className="call-me-back__error" aria-live="polite">
              {consent.error}
            </p>
          </div>
          <Toggle
            name="marketingOptIn"
            value="yes"
            checked={marketing.value}
            disabled={marketing.disabled}
            onChange={(checked) => marketing.setValue(checked)}
          >
            {MARKETING_LABEL}
          </Toggle>
          <Button type="submit" theme="action" loading={form.submitting} loadingLabel="Sending">
            Send
          </Button>
        </fetcher.Form>
      )}
    </section>
  );
}
