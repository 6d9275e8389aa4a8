import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent, type Ref } from "react";
import { useCaretAfterRegroup } from "./use-caret-after-regroup";
import type { FieldFeedback } from "~/ui/form/field-feedback";
import { describedBy, FieldFrame, type ErrorPlacement } from "~/ui/form/field-frame";
import { useControllableState } from "~/ui/shared/use-controllable-state";
import { INPUT_HEIGHT_PX } from "~/ui/input/input";
import {
  AMOUNT_MAX_DIGITS,
  amountKeyAllowed,
  amountText,
  groupAmountAsTyped,
  parseAmount,
  pasteAmountText,
} from "./amount-text";

export interface AmountFieldProps {
  readonly label: string;
  readonly value?: number | null;
  readonly defaultValue?: number | null;
  /** The trimmed text parsed as a number; null when the field is empty. */
  readonly onValueChange?: (value: number | null) => void;
  readonly onFocus?: () => void;
  readonly onBlur?: () => void;
  readonly id?: string;
  readonly name?: string;
  readonly placeholder?: string;
  readonly disabled?: boolean;
  readonly readOnly?: boolean;
  readonly required?: boolean;
  readonly feedback?: FieldFeedback;
  readonly error?: string;
  readonly errorPlacement?: ErrorPlacement;
  readonly className?: string;
  readonly ref?: Ref<HTMLInputElement>;
}

const selectionOf = (input: HTMLInputElement) => ({
  start: input.selectionStart ?? input.value.length,
  end: input.selectionEnd ?? input.value.length,
});

/**
 * §5 amount field: a rand amount in whole digits behind an R, at most 10 digits, grouped in threes as it is
 * typed ("425 000"); anything but a digit is refused.
 */
export function AmountField({ ref, ...props }: AmountFieldProps) {
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const [value, setValue] = useControllableState(props.value, props.defaultValue ?? null, props.onValueChange);
  const [text, setText] = useState(() => amountText(value));
  const [focused, setFocused] = useState(false);
  // A value written from outside replaces the text, unless the text already says it ("007" is 7).
  const [lastValue, setLastValue] = useState(value);
  if (!Object.is(value, lastValue)) {
    setLastValue(value);
    if (!Object.is(parseAmount(text), value)) setText(amountText(value));
  }

  const inputRef = useRef<HTMLInputElement>(null);
  const placeCaret = useCaretAfterRegroup(inputRef, text);

  /** Text as typed (or pasted, or filled in by the browser), with the caret where it was left. */
  const change = (typed: string, caret: number) => {
    let grouped = groupAmountAsTyped(typed, caret, { decimals: false });
    // Whatever reached the field another way (autofill, a drop) is cut back to its first 10 digits.
    if (grouped.value.length > AMOUNT_MAX_DIGITS)
      grouped = groupAmountAsTyped(grouped.value.slice(0, AMOUNT_MAX_DIGITS), caret, { decimals: false });
    if (grouped.text === text) {
      // A refused character changes nothing to render: put the caret back where it was typed.
      const input = inputRef.current;
      if (input) {
        input.value = grouped.text;
        input.setSelectionRange(grouped.caret, grouped.caret);
      }
      return;
    }
    placeCaret(grouped.caret);
    setText(grouped.text);
    const parsed = parseAmount(grouped.value);
    setLastValue(parsed);
    setValue(parsed);
  };

  const feedback = props.feedback ?? "idle";
  const invalid = feedback === "invalid";
  const errorId = `${id}-error`;
  const unitId = `${id}-unit`;

  return (
    <FieldFrame
      className={["amount-field", props.className].filter(Boolean).join(" ")}
      label={props.label}
      labelId={`${id}-label`}
      labelFor={id}
      labelFloating={focused || text !== ""}
      feedback={feedback}
      error={invalid ? props.error : undefined}
      errorId={errorId}
      errorPlacement={props.errorPlacement ?? "floating"}
      height={INPUT_HEIGHT_PX}
      disabled={props.disabled}
      readOnly={props.readOnly}
      onFocusWithin={() => {
        setFocused(true);
        props.onFocus?.();
      }}
      onBlurWithin={() => {
        setFocused(false);
        props.onBlur?.();
      }}
      before={
        <span className="field__prefix" id={unitId}>
          <span aria-hidden="true">R</span>
          <span className="visually-hidden">in rand</span>
        </span>
      }
    >
      <input
        ref={(element) => {
          inputRef.current = element;
          if (typeof ref === "function") ref(element);
          else if (ref) ref.current = element;
        }}
        className="field__input amount-field__input"
        id={id}
        name={props.name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        placeholder={props.placeholder}
        disabled={props.disabled}
        readOnly={props.readOnly}
        aria-required={props.required || undefined}
        aria-invalid={invalid}
        aria-describedby={describedBy(unitId, invalid && props.error ? errorId : undefined)}
        onChange={(event) => change(event.target.value, event.target.selectionStart ?? event.target.value.length)}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (!amountKeyAllowed(event, event.currentTarget.value, selectionOf(event.currentTarget)))
            event.preventDefault();
        }}
        onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
          event.preventDefault();
          const input = event.currentTarget;
          const pasted = pasteAmountText(input.value, selectionOf(input), event.clipboardData.getData("text"));
          change(pasted.text, pasted.caret);
        }}
      />
    </FieldFrame>
  );
}
