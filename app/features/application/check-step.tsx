import { Link } from "react-router";
import { DOCUMENT_KIND_LABELS, type ApplicationDocumentKind } from "~/lib/applications/application-desk";
import type { ApplicationSections } from "~/lib/applications/application-sections";
import { applyStep } from "~/lib/applications/application-steps";
import type { ApplyActionAnswer } from "./apply-answers";
import { AnswersSummary } from "./answers-summary";
import { ConsentsForm } from "./consents-form";

export interface CheckStepProps {
  readonly csrfToken: string | undefined;
  readonly answer: ApplyActionAnswer | undefined;
  readonly hasApplication: boolean;
  readonly sections: ApplicationSections;
  readonly missing: readonly string[];
  readonly outstanding: readonly string[];
}

/** Step 6 under its heading: the error summary, every answer with a link to change it, the documents, the consents. */
export function CheckStep(props: CheckStepProps) {
  return (
    <ConsentsForm csrfToken={props.csrfToken} answer={props.answer}>
      {props.hasApplication ? (
        <AnswersSummary sections={props.sections} missing={props.missing} />
      ) : (
        <p className="apply__lead">
          There is no application on this device yet. <Link to={applyStep("deal").path}>Start with the deal</Link>.
        </p>
      )}
      <h2>Documents</h2>
      {props.outstanding.length > 0 ? (
        <p>
          Still needed:{" "}
          {props.outstanding.map((kind) => DOCUMENT_KIND_LABELS[kind as ApplicationDocumentKind] ?? kind).join(", ")}.
          You can submit now and <Link to={applyStep("documents").path}>send them</Link> before or after.
        </p>
      ) : (
        <p>Every document we need for now is sent.</p>
      )}
    </ConsentsForm>
  );
}
