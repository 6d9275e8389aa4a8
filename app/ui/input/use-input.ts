import { useState, type ChangeEvent, type ClipboardEvent, type KeyboardEvent } from "react";
import type { TextSelection } from "~/ui/form/text-entry";
import { isNumericType, type InputType } from "./input-type";
import { filterNumericText, numericKeyAllowed, pasteNumericText } from "./numeric-text";
import { normalisePriceText, priceDisplay } from "./price-text";
import { spinButtonValue, stepValue, type StepperLimits } from "./stepper";

export interface UseInputOptions {
  readonly type: InputType;
  readonly value: string;
  readonly setValue: (value: string) => void;
  readonly onFocus?: () => void;
  readonly onBlur?: () => void;
  /** Limits of the numeric stepper; undefined when the input is not a stepper. */
  readonly stepper?: StepperLimits;
  readonly inert: boolean;
}

const selectionOf = (input: HTMLInputElement): TextSelection => ({
  start: input.selectionStart ?? input.value.length,
  end: input.selectionEnd ?? input.value.length,
});

/**
 * The behaviour of the §5 input: what it shows (a price is formatted unless it has focus), which keys and
 * pasted text it admits, the price clean-up when it is left, the password toggle and the stepper.
 */
export function useInput({ type, value, setValue, onFocus, onBlur, stepper, inert }: UseInputOptions) {
  const [focused, setFocused] = useState(false);
  const [passwordRevealed, setPasswordRevealed] = useState(false);
  const numeric = isNumericType(type);

  // A price shows formatted while the field does not have focus; with focus it shows the plain figure.
  const display = type === "price" && !focused ? priceDisplay(value, import.meta.env.DEV) : value;

  const step = (direction: 1 | -1) => {
    if (inert || !stepper) return;
    setValue(stepValue(value, direction, stepper));
  };

  return {
    display,
    focused,
    labelFloating: focused || display !== "",
    passwordRevealed,
    togglePassword: () => setPasswordRevealed((revealed) => !revealed),
    step,
    onFocusWithin() {
      setFocused(true);
      onFocus?.();
    },
    onBlurWithin() {
      setFocused(false);
      if (type === "price" && !inert) {
        const normalised = normalisePriceText(value);
        if (normalised !== value) setValue(normalised);
      }
      onBlur?.();
    },
    onChange(event: ChangeEvent<HTMLInputElement>) {
      // Typing is filtered by key already; this catches what keys cannot see (Android keyboards, drops, autofill).
      setValue(numeric ? filterNumericText(event.target.value) : event.target.value);
    },
    onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
      if (stepper && !inert) {
        const next = spinButtonValue(event.key, value, stepper);
        if (next !== undefined) {
          event.preventDefault();
          setValue(next);
          return;
        }
      }
      if (numeric && !numericKeyAllowed(event, event.currentTarget.value, selectionOf(event.currentTarget)))
        event.preventDefault();
    },
    onPaste(event: ClipboardEvent<HTMLInputElement>) {
      if (!numeric) return;
      event.preventDefault();
      const input = event.currentTarget;
      const pasted = pasteNumericText(input.value, selectionOf(input), event.clipboardData.getData("text"));
      const limited = pasted.text.slice(0, input.maxLength > 0 ? input.maxLength : undefined);
      const caret = Math.min(pasted.caret, limited.length);
      setValue(limited);
      // React writes the new value when this event's update is committed, which puts the caret at the
      // end; the next frame puts it back after the pasted text.
      requestAnimationFrame(() => input.setSelectionRange(caret, caret));
    },
  };
}
