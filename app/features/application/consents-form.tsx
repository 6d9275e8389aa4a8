import { getFormProps, useForm } from "@conform-to/react";
import type { ReactNode } from "react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import { APPLICATION_CONSENT_WORDS } from "~/lib/applications/application-consents";
import { consentFormSchema, stepErrorMap } from "~/lib/applications/application-step-schemas";
import { stepOfField } from "~/lib/applications/application-steps";
import { applicationFieldMessage } from "~/lib/applications/application-field-messages";
import type { SectionName } from "~/lib/applications/application-sections";
import { buttonClassName } from "~/ui/button/button-style";
import { CSRF_FIELD, type ApplyActionAnswer } from "./apply-answers";
import { fieldId } from "./apply-field";
import { ApplyNotice } from "./apply-notice";
import { ErrorSummary } from "./error-summary";

const CONSENT_MISSING: Readonly<Record<string, string>> = {
  creditBureau: "Tick the box to agree to the credit bureau enquiry, or we cannot assess your application",
  privacy: "Tick the box to confirm you have read the privacy notice",
  declaration: "Tick the box to declare that your answers are true and complete",
};

/**
 * The consents and the submit: the credit-bureau consent and the privacy notice, separate and never ticked
 * in advance, the optional marketing consent, and the declaration. Conform judges the boxes in the browser
 * with the same schema as the action; answers still missing come back from the server, linked to their steps.
 */
export function ConsentsForm({
  csrfToken,
  answer,
  children,
}: {
  readonly csrfToken: string | undefined;
  readonly answer: ApplyActionAnswer | undefined;
  /** What the page shows between the error summary (at the top) and the consents: the answers to check. */
  readonly children?: ReactNode;
}) {
  const [form, fields] = useForm({
    id: "apply-consents",
    lastResult: answer?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: consentFormSchema, error: stepErrorMap, disableAutoCoercion: true }),
  });
  const boxError = (name: "creditBureau" | "privacy" | "declaration") =>
    fields[name].errors?.[0] ? CONSENT_MISSING[name] : undefined;
  const answersMissing = Object.entries(answer?.fields ?? {}).map(([path, code]) => {
    const [section, field] = path.split(".");
    return {
      target: `answer:${path}`,
      href: `${stepOfField(path).path}#${fieldId(field ?? "")}`,
      message: applicationFieldMessage(section as SectionName, field ?? "", code),
    };
  });
  const boxes = (["creditBureau", "privacy", "declaration"] as const).flatMap((name) => {
    const message = boxError(name);
    return message ? [{ target: fieldId(name), message }] : [];
  });

  const box = (name: "creditBureau" | "privacy" | "marketing" | "declaration", words: ReactNode) => {
    const error = name === "marketing" ? undefined : boxError(name);
    return (
      <div className="apply-field" data-state={error ? "invalid" : "idle"}>
        <p className="apply-field__error" id={`${fieldId(name)}-error`}>
          {error}
        </p>
        <label className="apply-choice">
          <input
            type="checkbox"
            id={fieldId(name)}
            name={name}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId(name)}-error` : undefined}
          />
          <span>{words}</span>
        </label>
      </div>
    );
  };

  return (
    <>
      <ErrorSummary errors={boxes} focusKey={answer?.result ?? form.status} />
      {answersMissing.length > 0 ? (
        <div className="apply-error-summary" role="alert">
          <h2>Some answers are still needed</h2>
          <ul>
            {answersMissing.map((item) => (
              <li key={item.target}>
                <Link to={item.href}>{item.message}</Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ApplyNotice answer={answer} />
      {children}
      <Form method="post" action="/apply/check" {...getFormProps(form)}>
        <input type="hidden" name={CSRF_FIELD} value={csrfToken ?? ""} />
        <h2>Consents</h2>
        {box("creditBureau", APPLICATION_CONSENT_WORDS.creditBureau)}
        {box(
          "privacy",
          <>
            {APPLICATION_CONSENT_WORDS.privacy} <a href="/legal/privacy-notice">Read the privacy notice</a>.
          </>,
        )}
        {box("marketing", APPLICATION_CONSENT_WORDS.marketing)}
        <h2>Declaration</h2>
        {box("declaration", APPLICATION_CONSENT_WORDS.declaration)}
        <p>
          Submitting is not signing an agreement. If your application is approved, a consultant sends you a quotation to
          accept or not.
        </p>
        <div className="apply-actions">
          <button type="submit" className={buttonClassName({ theme: "action", chubby: true })}>
            Submit the application
          </button>
        </div>
      </Form>
    </>
  );
}
