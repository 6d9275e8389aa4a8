import type { FieldQuestion } from "~/lib/applications/application-fields";

/** The id of a question's control (the error summary links to it; a radio group's first option). */
export const fieldId = (name: string) => `apply-${name}`;

export interface ApplyFieldProps {
  readonly name: string;
  readonly question: FieldQuestion;
  readonly defaultValue: string;
  /** The message to show, in words; undefined while the field is fine. */
  readonly error: string | undefined;
  /** Extra words under the hint (the ID number saved, masked). */
  readonly note?: string;
}

/**
 * One question of an /apply step, as GOV.UK asks it: the label above, then the hint, then the error, then
 * the control, each described to the control by aria-describedby. Native controls only: the form works
 * without JavaScript, and Conform reads and judges it when JavaScript runs.
 */
export function ApplyField({ name, question, defaultValue, error, note }: ApplyFieldProps) {
  const id = fieldId(name);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [question.hint || note ? hintId : undefined, error ? errorId : undefined]
    .filter(Boolean)
    .join(" ");
  const invalid = error ? true : undefined;
  const state = error ? "invalid" : "idle";
  const hint =
    question.hint || note ? (
      <p className="apply-field__hint" id={hintId}>
        {question.hint}
        {question.hint && note ? " " : null}
        {note}
      </p>
    ) : null;
  const errorLine = (
    <p className="apply-field__error" id={errorId}>
      {error ? (
        <>
          <span className="visually-hidden">Error: </span>
          {error}
        </>
      ) : null}
    </p>
  );
  const { control } = question;

  if (control.kind === "choice" && control.options.length <= 6) {
    return (
      <fieldset className="apply-field" data-state={state} aria-describedby={describedBy || undefined}>
        <legend>{question.label}</legend>
        {hint}
        {errorLine}
        <div className="apply-field__choices">
          {control.options.map((option, index) => (
            <label className="apply-choice" key={option.value}>
              <input
                type="radio"
                name={name}
                value={option.value}
                id={index === 0 ? id : `${id}-${option.value}`}
                defaultChecked={defaultValue === option.value}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  return (
    <div className="apply-field" data-state={state}>
      <label htmlFor={id}>{question.label}</label>
      {hint}
      {errorLine}
      <div className="apply-field__control">
        {control.kind === "choice" ? (
          <select
            id={id}
            name={name}
            defaultValue={defaultValue}
            aria-invalid={invalid}
            aria-describedby={describedBy || undefined}
          >
            <option value="">Choose…</option>
            {control.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ) : (
          <>
            {control.kind === "amount" && control.unit !== "percent" ? <span aria-hidden="true">R</span> : null}
            <input
              type="text"
              id={id}
              name={name}
              defaultValue={defaultValue}
              aria-invalid={invalid}
              aria-describedby={describedBy || undefined}
              spellCheck={false}
              data-width={control.kind !== "text" || name === "postalCode" ? "short" : undefined}
              {...(control.kind === "text"
                ? { autoComplete: control.autoComplete, inputMode: control.inputMode }
                : { inputMode: control.kind === "amount" ? "decimal" : "numeric", autoComplete: "off" })}
            />
            {control.kind === "amount" && control.unit === "percent" ? <span aria-hidden="true">%</span> : null}
            {control.kind === "whole-number" && control.suffix ? (
              <span aria-hidden="true">{control.suffix}</span>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
