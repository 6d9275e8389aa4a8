import { useState, type FormEvent } from "react";
import { Form, Link } from "react-router";
import {
  APPLICATION_DOCUMENT_KINDS,
  DOCUMENT_KIND_LABELS,
  type ApplicationDocumentKind,
} from "~/lib/applications/application-desk";
import { applyStep } from "~/lib/applications/application-steps";
import {
  checkDocumentForm,
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_MEGABYTES,
  documentFieldMessage,
  type DocumentFieldErrors,
} from "~/lib/applications/document-upload";
import { buttonClassName } from "~/ui/button/button-style";
import { CSRF_FIELD, type ApplyActionAnswer } from "./apply-answers";
import { fieldId } from "./apply-field";
import { ApplyNotice } from "./apply-notice";
import { ErrorSummary } from "./error-summary";

const kindLabel = (kind: string) => DOCUMENT_KIND_LABELS[kind as ApplicationDocumentKind] ?? kind;
const TYPE_NAMES: Readonly<Record<string, string>> = {
  "application/pdf": "PDF",
  "image/jpeg": "JPEG photo",
  "image/png": "PNG image",
  "image/heic": "HEIC photo",
};
const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export interface DocumentsStepProps {
  readonly csrfToken: string | undefined;
  readonly hasApplication: boolean;
  readonly open: boolean;
  readonly submitted: boolean;
  readonly documents: readonly { readonly kind: string; readonly type: string; readonly size: number }[];
  readonly outstanding: readonly string[];
  readonly tooLarge: boolean;
  readonly answer: ApplyActionAnswer | undefined;
}

/**
 * The documents step: the documents sent and those still needed, and a multipart form for one more (kind
 * and file). With JavaScript the form is checked before it is sent (a kind, a file, at most 10 MB) and sent
 * without a reload; the server checks the same, then the type by the file's content.
 */
export function DocumentsStep(props: DocumentsStepProps) {
  const [clientErrors, setClientErrors] = useState<DocumentFieldErrors | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const errors: DocumentFieldErrors = clientErrors ?? {
    ...(props.answer?.fields as DocumentFieldErrors | undefined),
    ...(props.tooLarge && !props.answer && { file: "tooLarge" }),
  };
  const summary = (["kind", "file"] as const).flatMap((field) => {
    const code = errors[field];
    return code
      ? [{ target: fieldId(field === "kind" ? "kind" : "file"), message: documentFieldMessage(field, code) }]
      : [];
  });
  const check = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const file = form.get("file");
    const checked = checkDocumentForm(form.get("kind"), file instanceof File ? file : null);
    setAttempt((count) => count + 1);
    if (Object.keys(checked.errors).length > 0) {
      event.preventDefault();
      setClientErrors(checked.errors);
    } else setClientErrors(undefined);
  };
  const kindError = errors.kind ? documentFieldMessage("kind", errors.kind) : undefined;
  const fileError = errors.file ? documentFieldMessage("file", errors.file) : undefined;

  return (
    <>
      <h1>Documents</h1>
      <ErrorSummary
        errors={summary}
        focusKey={`${attempt}-${String(props.answer?.fields ? JSON.stringify(props.answer.fields) : "")}`}
      />
      <ApplyNotice answer={props.answer} />
      <p className="apply__lead">
        The credit provider checks your income and identity with these: your ID, your latest three payslips (or three
        months of bank statements) and your driver&apos;s licence. You can send them now or later.
      </p>
      {props.documents.length > 0 ? (
        <>
          <h2>Sent</h2>
          <ul>
            {props.documents.map((document, index) => (
              <li key={index}>
                {kindLabel(document.kind)}: {TYPE_NAMES[document.type] ?? document.type}, {sizeText(document.size)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {props.outstanding.length > 0 ? (
        <>
          <h2>Still needed</h2>
          <ul>
            {props.outstanding.map((kind) => (
              <li key={kind}>
                {kindLabel(kind)}
                {kind === "payslip" ? " (or a bank statement)" : ""}
              </li>
            ))}
          </ul>
        </>
      ) : props.hasApplication ? (
        <p>You have sent every document we need for now.</p>
      ) : null}
      {props.open ? (
        <Form method="post" action="/apply/documents" encType="multipart/form-data" noValidate onSubmit={check}>
          <h2>Send a document</h2>
          <input type="hidden" name={CSRF_FIELD} value={props.csrfToken ?? ""} />
          <div className="apply-field" data-state={kindError ? "invalid" : "idle"}>
            <label htmlFor={fieldId("kind")}>Which document is it?</label>
            <p className="apply-field__error" id={`${fieldId("kind")}-error`}>
              {kindError}
            </p>
            <select
              id={fieldId("kind")}
              name="kind"
              defaultValue=""
              aria-invalid={kindError ? true : undefined}
              aria-describedby={kindError ? `${fieldId("kind")}-error` : undefined}
            >
              <option value="">Choose…</option>
              {APPLICATION_DOCUMENT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {DOCUMENT_KIND_LABELS[kind]}
                </option>
              ))}
            </select>
          </div>
          <div className="apply-field" data-state={fileError ? "invalid" : "idle"}>
            <label htmlFor={fieldId("file")}>File</label>
            <p className="apply-field__hint" id={`${fieldId("file")}-hint`}>
              A PDF, or a JPEG, PNG or HEIC photo, up to {DOCUMENT_MAX_MEGABYTES} MB.
            </p>
            <p className="apply-field__error" id={`${fieldId("file")}-error`}>
              {fileError}
            </p>
            <input
              type="file"
              id={fieldId("file")}
              name="file"
              accept={DOCUMENT_ACCEPT}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={`${fieldId("file")}-hint${fileError ? ` ${fieldId("file")}-error` : ""}`}
            />
          </div>
          <button type="submit" className={buttonClassName({ theme: "action", outlined: true })}>
            Upload this document
          </button>
        </Form>
      ) : null}
      <div className="apply-actions">
        {props.submitted ? (
          <Link to="/apply/status" className={buttonClassName({ theme: "action", chubby: true })}>
            Back to your application&apos;s status
          </Link>
        ) : (
          <Link to={applyStep("check").path} className={buttonClassName({ theme: "action", chubby: true })}>
            Continue to check and submit
          </Link>
        )}
      </div>
    </>
  );
}
