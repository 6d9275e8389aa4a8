import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { applicationFieldMessage } from "~/lib/applications/application-field-messages";
import { fieldQuestion } from "~/lib/applications/application-fields";
import type { SectionName } from "~/lib/applications/application-sections";
import { sectionStepSchema, stepErrorMap } from "~/lib/applications/application-step-schemas";
import { SECTION_FIELDS } from "~/lib/applications/application-steps";
import { buttonClassName } from "~/ui/button/button-style";
import { CSRF_FIELD, INTENT_FIELD, SAVE_FOR_LATER_INTENT, type ApplyActionAnswer } from "./apply-answers";
import { ApplyField, fieldId } from "./apply-field";
import { ApplyNotice } from "./apply-notice";
import { ErrorSummary } from "./error-summary";

export interface SectionStepFormProps {
  readonly section: SectionName;
  readonly action: string;
  /** The answers saved before, as text (never the ID number). */
  readonly values: Readonly<Record<string, string>>;
  readonly idNumberMasked?: string | undefined;
  readonly csrfToken: string | undefined;
  readonly answer: ApplyActionAnswer | undefined;
  readonly saveForLater: boolean;
  /** Hidden fields the form carries on (the calculator's instalment, the listing). */
  readonly carried?: Readonly<Record<string, string>>;
  readonly children?: ReactNode;
}

/**
 * A section step's form: a plain POST form that works without JavaScript (the page's action judges it and
 * answers the page again, or 303 to the next step), enhanced by Conform when JavaScript runs: each field is
 * judged by the same schema as it is left and while it is corrected, and the form is sent by React Router
 * without a reload. The error summary lists every field in error, linked to it.
 */
export function SectionStepForm(props: SectionStepFormProps) {
  const { section, answer, values, idNumberMasked } = props;
  const kept = idNumberMasked !== undefined ? ["idNumber"] : [];
  const [form, fields] = useForm({
    id: `apply-${section}`,
    lastResult: answer?.result,
    defaultValue: values,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      const partial = formData.get(INTENT_FIELD) === SAVE_FOR_LATER_INTENT;
      return parseWithZod(formData, {
        schema: sectionStepSchema(section, { partial, kept }),
        error: stepErrorMap,
        disableAutoCoercion: true,
      });
    },
  });
  const names = SECTION_FIELDS[section] as readonly string[];
  const errorOf = (name: string) => {
    const code = (fields as Record<string, { errors?: string[] } | undefined>)[name]?.errors?.[0];
    return code ? applicationFieldMessage(section, name, code) : undefined;
  };
  const summary =
    form.status === "error"
      ? names.flatMap((name) => {
          const message = errorOf(name);
          return message ? [{ target: fieldId(name), message }] : [];
        })
      : [];
  const initial = (name: string) => {
    const value = (fields as Record<string, { initialValue?: unknown } | undefined>)[name]?.initialValue;
    return typeof value === "string" ? value : "";
  };

  return (
    <>
      <ErrorSummary errors={summary} focusKey={answer?.result ?? form.status} />
      <ApplyNotice answer={answer} />
      {props.children}
      <Form method="post" action={props.action} {...getFormProps(form)}>
        <input type="hidden" name={CSRF_FIELD} value={props.csrfToken ?? ""} />
        {Object.entries(props.carried ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {names.map((name) => {
          const question = fieldQuestion(section, name);
          if (!question) return null;
          return (
            <ApplyField
              key={name}
              name={name}
              question={question}
              defaultValue={initial(name)}
              error={errorOf(name)}
              note={
                name === "idNumber" && idNumberMasked
                  ? `Saved as ${idNumberMasked}: leave this empty to keep it, or type it again to change it.`
                  : undefined
              }
            />
          );
        })}
        <div className="apply-actions">
          <button type="submit" className={buttonClassName({ theme: "action", chubby: true })}>
            Save and continue
          </button>
          {props.saveForLater ? (
            <button
              type="submit"
              name={INTENT_FIELD}
              value={SAVE_FOR_LATER_INTENT}
              className={buttonClassName({ theme: "action", outlined: true })}
            >
              Save and continue later
            </button>
          ) : null}
        </div>
      </Form>
    </>
  );
}
