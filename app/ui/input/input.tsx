import { useId, type Ref } from "react";
import type { FieldFeedback } from "~/ui/form/field-feedback";
import { describedBy, FieldFrame, type ErrorPlacement } from "~/ui/form/field-frame";
import { useControllableState } from "~/ui/shared/use-controllable-state";
import { autoCompleteFor, inputModeFor, nativeInputType, parseInputType } from "./input-type";
import { useInput } from "./use-input";
import type { StepperLimits } from "./stepper";
import "./input.css";

/** §9 input defaults: the control is 45px high and takes 0 to 100 characters. */
export const INPUT_HEIGHT_PX = 45;
export const INPUT_DEFAULT_MAX_LENGTH = 100;
export const INPUT_DEFAULT_MIN_LENGTH = 0;

export interface InputProps {
  readonly label: string;
  /** email, number, password, price, search, tel, text, url or otp, in any case (§5); anything else throws. */
  readonly type?: string;
  readonly value?: string;
  readonly defaultValue?: string;
  readonly onValueChange?: (value: string) => void;
  readonly onFocus?: () => void;
  /** The user left the field (moving between its own parts, such as to the SHOW button, is not leaving). */
  readonly onBlur?: () => void;
  readonly id?: string;
  readonly name?: string;
  readonly placeholder?: string;
  readonly readOnly?: boolean;
  readonly disabled?: boolean;
  readonly required?: boolean;
  readonly forceUnderline?: boolean;
  readonly maxLength?: number;
  readonly minLength?: number;
  /** A numeric stepper with − and + buttons (and the spinbutton keys). */
  readonly isStepperInput?: boolean;
  readonly stepper?: StepperLimits;
  readonly autoComplete?: string;
  readonly feedback?: FieldFeedback;
  readonly error?: string;
  readonly errorPlacement?: ErrorPlacement;
  readonly className?: string;
  readonly ref?: Ref<HTMLInputElement>;
}

/** The text input of §3/§5: one component for every input type, in the shared field frame. */
export function Input({ ref, ...props }: InputProps) {
  const type = parseInputType(props.type ?? "text");
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const [value, setValue] = useControllableState(props.value, props.defaultValue ?? "", props.onValueChange);
  const inert = Boolean(props.disabled || props.readOnly);
  const stepper = props.isStepperInput ? (props.stepper ?? {}) : undefined;
  const input = useInput({ type, value, setValue, onFocus: props.onFocus, onBlur: props.onBlur, stepper, inert });
  const errorId = `${id}-error`;
  const labelId = `${id}-label`;
  const feedback = props.feedback ?? "idle";
  const invalid = feedback === "invalid";
  const number = Number(value);
  const spinButton = stepper
    ? {
        role: "spinbutton",
        "aria-valuenow": value !== "" && Number.isFinite(number) ? number : undefined,
        "aria-valuemin": stepper.min,
        "aria-valuemax": stepper.max,
      }
    : {};

  const stepButton = (direction: 1 | -1) => (
    <button
      type="button"
      className="field__button input__step"
      tabIndex={-1}
      aria-label={`${direction > 0 ? "Increase" : "Decrease"} ${props.label}`}
      aria-controls={id}
      disabled={
        inert ||
        (direction > 0
          ? stepper?.max !== undefined && number >= stepper.max
          : stepper?.min !== undefined && number <= stepper.min)
      }
      onClick={() => input.step(direction)}
    >
      <span aria-hidden="true">{direction > 0 ? "+" : "−"}</span>
    </button>
  );

  return (
    <FieldFrame
      className={["input", props.className].filter(Boolean).join(" ")}
      label={props.label}
      labelId={labelId}
      labelFor={id}
      labelFloating={input.labelFloating}
      feedback={feedback}
      error={invalid ? props.error : undefined}
      errorId={errorId}
      errorPlacement={props.errorPlacement ?? "floating"}
      height={INPUT_HEIGHT_PX}
      disabled={props.disabled}
      readOnly={props.readOnly}
      forceUnderline={props.forceUnderline}
      onFocusWithin={input.onFocusWithin}
      onBlurWithin={input.onBlurWithin}
      before={stepper ? stepButton(-1) : undefined}
      after={
        stepper ? (
          stepButton(1)
        ) : type === "password" ? (
          <button
            type="button"
            className="field__button input__reveal"
            // The name stays "Show password" and aria-pressed carries the state, as the APG toggle button
            // asks; the visible word follows §4.6 (SHOW, then HIDE while the password shows).
            aria-label="Show password"
            aria-pressed={input.passwordRevealed}
            aria-controls={id}
            disabled={props.disabled}
            onClick={input.togglePassword}
          >
            {input.passwordRevealed ? "HIDE" : "SHOW"}
          </button>
        ) : undefined
      }
    >
      <input
        ref={ref}
        className="field__input"
        id={id}
        name={props.name}
        type={nativeInputType(type, input.passwordRevealed)}
        inputMode={inputModeFor(type)}
        autoComplete={autoCompleteFor(type, props.autoComplete)}
        value={input.display}
        placeholder={props.placeholder}
        readOnly={props.readOnly}
        disabled={props.disabled}
        maxLength={props.maxLength ?? INPUT_DEFAULT_MAX_LENGTH}
        minLength={props.minLength ?? INPUT_DEFAULT_MIN_LENGTH}
        aria-required={props.required || undefined}
        aria-invalid={invalid}
        aria-describedby={describedBy(invalid && props.error ? errorId : undefined)}
        data-type={type}
        onChange={input.onChange}
        onKeyDown={input.onKeyDown}
        onPaste={input.onPaste}
        {...spinButton}
      />
    </FieldFrame>
  );
}
