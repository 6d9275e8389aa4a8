import { useContext, useId, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import {
  CALCULATION_QUERY_PARAMETER,
  decodeCalculation,
  figureKind,
  type CalculationSummary,
} from "~/lib/finance/calculation-summary";
import { formatFigure } from "~/lib/format/figure";
import { csrfFetch } from "~/lib/http/csrf-fetch";
import {
  leadFieldMessage,
  PREFERRED_TIME_LABELS,
  PREFERRED_TIMES,
  type LeadFieldErrors,
} from "~/lib/leads/lead-submission";
import { CONSENT_LABEL, MARKETING_LABEL, POPIA_NOTICE } from "~/lib/leads/popia-notice";
import { Button } from "~/ui/button/button";
import { FormInput } from "~/ui/form/form-input";
import { useForm, type FieldBinding } from "~/ui/form/use-form";
import { NotificationsContext } from "~/ui/notifications/notifications-context";
import { Toggle } from "~/ui/toggle/toggle";
import {
  EMPTY_LEAD_FORM,
  leadFormFields,
  leadRequestBody,
  visibleFieldErrors,
  type LeadFormValues,
} from "./lead-form-values";
import "./call-me-back-form.css";

/** Where the form posts without JavaScript (app/routes/call-me-back.tsx). */
export const CALL_ME_BACK_ACTION = "/call-me-back";
/** The element id product pages give the form's place; calculators link to it. */
export const CALL_ME_BACK_ANCHOR = "call-me-back";

export type CallMeBackState = "editing" | "sending" | "sent" | "failed";

export interface CallMeBackFormProps {
  /** The product or page the request is about: a page key such as "businessSpecialisedFinance". */
  readonly product: string;
  /** The product's name as the visitor knows it. */
  readonly productTitle: string;
  /** Path of the page the form is on. */
  readonly sourcePath: string;
  /** This visitor's CSRF token when the page is rendered per request; prerendered pages have none. */
  readonly csrfToken?: string;
  /** Values to show again (after a post without JavaScript came back). */
  readonly initialValues?: Partial<LeadFormValues>;
  /** Field codes the server gave for those values. */
  readonly serverErrors?: LeadFieldErrors;
  /** Figures a calculator handed over; by default read from the `calculation` query parameter. */
  readonly calculation?: CalculationSummary;
  /** A line above the form, e.g. asking to send a form again. */
  readonly notice?: string;
  readonly headingLevel?: 1 | 2 | 3;
  /** The form's heading; "Ask us to call you back" unless the page says what the call is about. */
  readonly heading?: string;
  /** The car for sale the request is about (a listing's id), stored with the lead. */
  readonly vehicleId?: number;
}

const subscribeNever = () => () => {};

function useCalculationFromUrl(given: CalculationSummary | undefined): CalculationSummary | undefined {
  const { search } = useLocation();
  // Read only after hydration: a prerendered page was built without the query string.
  const inBrowser = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const fromUrl = useMemo(
    () => (inBrowser ? decodeCalculation(new URLSearchParams(search).get(CALCULATION_QUERY_PARAMETER)) : undefined),
    [inBrowser, search],
  );
  return given ?? fromUrl;
}

const newIdempotencyKey = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * The call-me-back form. With JavaScript it checks each field with the shared rules and sends
 * JSON to POST /api/leads, showing the server's field errors inline and a toast on success. Without
 * JavaScript it is an ordinary form post to /call-me-back, whose action runs the same checks.
 */
export function CallMeBackForm({
  product,
  productTitle,
  sourcePath,
  csrfToken,
  initialValues,
  serverErrors: initialServerErrors = {},
  calculation: givenCalculation,
  notice,
  headingLevel = 2,
  heading = "Ask us to call you back",
  vehicleId,
}: CallMeBackFormProps) {
  const headingId = useId();
  const statusId = useId();
  const notifications = useContext(NotificationsContext);
  const calculation = useCalculationFromUrl(givenCalculation);
  const [state, setState] = useState<CallMeBackState>("editing");
  const [statusText, setStatusText] = useState(notice ?? "");
  const [serverErrors, setServerErrors] = useState(() => visibleFieldErrors(initialServerErrors));
  const idempotencyKey = useRef<string | undefined>(undefined);
  const [fields] = useState(() => leadFormFields(initialValues));

  const send = async (values: LeadFormValues) => {
    idempotencyKey.current ??= newIdempotencyKey();
    setState("sending");
    setStatusText("Sending your request…");
    let response: Response;
    try {
      response = await csrfFetch("/api/leads", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey.current },
        body: JSON.stringify(leadRequestBody(values, { product, sourcePath, calculation, vehicleId })),
      });
    } catch {
      // The same key on the next try: if this one did arrive, the server answers with the first lead.
      setState("failed");
      setStatusText("We could not reach our server. Check your connection and press Send again.");
      return;
    }
    // A 503 stored nothing; the same key on the next try all the same, in case it did.
    if (response.status !== 503) idempotencyKey.current = undefined;
    if (response.status === 201) {
      setState("sent");
      setServerErrors({});
      form.reset();
      const message = `Thank you. A consultant will call you about ${productTitle}.`;
      setStatusText(message);
      notifications?.notify({ type: "toast", theme: "success", title: "Request sent", message });
      return;
    }
    const answer = (await response.json().catch(() => undefined)) as
      { error?: { message?: string; fields?: LeadFieldErrors } } | undefined;
    if (response.status === 422 && answer?.error?.fields) {
      setServerErrors(visibleFieldErrors(answer.error.fields));
      setState("failed");
      setStatusText("Please correct the fields marked below.");
      return;
    }
    const message =
      response.status === 429
        ? (answer?.error?.message ?? "You have sent several requests in a short time. Please try again later.")
        : response.status === 403
          ? "Your session has expired. Reload the page and send the form again."
          : response.status === 503
            ? "We could not send your request just now. Your details are still here: please try again in a moment."
            : "Something went wrong on our side. Please try again in a moment.";
    setState("failed");
    setStatusText(message);
    notifications?.notify({ type: "toast", theme: "error", title: "Request not sent", message });
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
        setServerErrors((current) => ({ ...current, [name]: undefined }));
        binding.setValue(value);
      },
    };
  };

  const Heading = `h${headingLevel}` as const;
  const preferredTime = bind("preferredTime");
  const consent = bind("consent");
  const marketing = bind("marketingOptIn");
  const consentErrorId = `${headingId}-consent-error`;

  return (
    <section className="call-me-back" aria-labelledby={headingId} data-state={state}>
      <Heading id={headingId} className="call-me-back__title">
        {heading}
      </Heading>
      <p className="call-me-back__intro">
        Leave your details and a consultant will call you about <strong>{productTitle}</strong>.
      </p>
      <p id={statusId} className="call-me-back__status" role="status" data-state={state}>
        {statusText}
      </p>
      <form
        {...form.formProps}
        method="post"
        action={CALL_ME_BACK_ACTION}
        className="call-me-back__form"
        aria-labelledby={headingId}
        aria-describedby={statusId}
        aria-busy={form.submitting || undefined}
      >
        <input type="hidden" name="_csrf" value={csrfToken ?? ""} />
        <input type="hidden" name="product" value={product} />
        <input type="hidden" name="sourcePath" value={sourcePath} />
        {vehicleId !== undefined && <input type="hidden" name="vehicleId" value={vehicleId} />}
        {calculation && <input type="hidden" name="calculation" value={JSON.stringify(calculation)} />}
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
        <div className="call-me-back__id">
          <FormInput
            field={bind("idNumber")}
            label="SA ID number (optional)"
            type="number"
            autoComplete="off"
            maxLength={13}
          />
          <p className="call-me-back__hint">
            Why we ask: with your ID number we can run a faster pre-check before we call you.
          </p>
        </div>
        <fieldset className="call-me-back__times">
          <legend>When may we call?</legend>
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
              {PREFERRED_TIME_LABELS[time]}
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
      </form>
    </section>
  );
}

export { EMPTY_LEAD_FORM };
