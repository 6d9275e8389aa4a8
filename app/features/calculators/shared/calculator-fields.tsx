import "~/ui/keep-whole/keep-whole.css";
import { useId, useRef, useState } from "react";
import { useCaretAfterRegroup } from "~/ui/amount-field/use-caret-after-regroup";
import { groupAmountAsTyped } from "~/ui/amount-field/amount-text";
import { FIGURE, KeepWhole } from "~/ui/keep-whole/keep-whole";
import { describedBy, FieldFrame } from "~/ui/form/field-frame";
import { INPUT_HEIGHT_PX } from "~/ui/input/input";
import { RadioCard } from "~/ui/radio-card/radio-card";

interface FieldProps {
  readonly label: string;
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The field's message; the field shows it, marked invalid, while the value breaks a rule. */
  readonly error?: string;
  /** The field's limits, stated under it before any message: "From R 10 000 to R 10 000 000". */
  readonly hint?: string;
}

/** A rand amount the visitor could have typed: digits, grouping spaces, one decimal mark. */
const CLEAN_AMOUNT = /^[\d ]*(?:[.,]\d*)?$/;

/** Longest text a calculator field takes: any figure it accepts, written with spaces between groups, fits. */
export const CALCULATOR_FIELD_MAX_LENGTH = 20;

/**
 * A calculator's number field. A rate or a term keeps every character the visitor types, so that a comma
 * (read as a decimal point), a minus sign or a letter reaches the calculator, which explains in the field's
 * message what it cannot use. A rand amount is grouped in threes as it is typed ("425 000") and takes
 * digits and one decimal mark only: a letter or minus sign is refused as typed; the value handed on (and
 * written into the address) has no grouping spaces. The numeric keyboard with a decimal key opens on phones.
 */
function CalculatorField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  unit,
}: FieldProps & { readonly unit?: "rand" | "rate" }) {
  const id = useId();
  const [focused, setFocused] = useState(false);
  const errorId = `${id}-error`;
  const unitId = `${id}-unit`;
  const hintId = `${id}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  // An amount from the address that holds something else ("350 000abc") shows as it is, with its message.
  const grouped = unit === "rand" && CLEAN_AMOUNT.test(value);
  const shown = grouped ? groupAmountAsTyped(value, value.length, { decimals: true }).text : value;
  const placeCaret = useCaretAfterRegroup(inputRef, shown);
  return (
    <FieldFrame
      className="input calculator-field"
      label={label}
      labelId={`${id}-label`}
      labelFor={id}
      labelFloating={focused || value !== ""}
      feedback={error ? "invalid" : "idle"}
      error={error}
      errorId={errorId}
      errorPlacement="inline"
      height={INPUT_HEIGHT_PX}
      hint={hint && <KeepWhole text={hint} pattern={FIGURE} />}
      hintId={hintId}
      onFocusWithin={() => setFocused(true)}
      onBlurWithin={() => setFocused(false)}
      before={
        unit === "rand" ? (
          <span className="field__prefix" id={unitId}>
            <span aria-hidden="true">R</span>
            <span className="visually-hidden">in rand</span>
          </span>
        ) : undefined
      }
      after={
        unit === "rate" ? (
          <span className="field__suffix" id={unitId}>
            <span aria-hidden="true">%</span>
            <span className="visually-hidden">per cent a year</span>
          </span>
        ) : undefined
      }
    >
      <input
        ref={inputRef}
        className="field__input"
        id={id}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        maxLength={CALCULATOR_FIELD_MAX_LENGTH}
        value={shown}
        aria-required="true"
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(unit && unitId, hint && hintId, error ? errorId : undefined)}
        onChange={(event) => {
          const typed = event.target.value;
          if (unit !== "rand") return onChange(typed);
          const input = event.target;
          const next = groupAmountAsTyped(typed, input.selectionStart ?? typed.length, { decimals: true });
          if (next.value === value) {
            // A refused character changes nothing to render: put the text and caret back at once.
            input.value = next.text;
            input.setSelectionRange(next.caret, next.caret);
            return;
          }
          placeCaret(next.caret);
          onChange(next.value);
        }}
      />
    </FieldFrame>
  );
}

/** A rand amount, behind an R. */
export function RandField(props: FieldProps) {
  return <CalculatorField {...props} unit="rand" />;
}

/** An interest rate a year, in per cent, before a % sign. */
export function RateField(props: FieldProps) {
  return <CalculatorField {...props} unit="rate" />;
}

/** A plain number: a term in months, a percentage its label names. */
export function FigureField(props: FieldProps) {
  return <CalculatorField {...props} />;
}

/**
 * How the initiation fee is paid: added to the amount financed (the default, also for any value other than
 * "upfront") or paid up front. `amount` is the fee as the legend names it ("R 1 207.50"), where known; it
 * stays on one line.
 */
export function InitiationFeeChoice({
  name,
  value,
  onChange,
  amount,
}: {
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: "financed" | "upfront") => void;
  readonly amount?: string;
}) {
  return (
    <fieldset className="calculator__choice">
      <legend>
        Initiation fee
        {amount && (
          <>
            {" of "}
            <span className="keep-whole">{amount}</span>
          </>
        )}
      </legend>
      <RadioCard
        name={name}
        value="financed"
        title="Add it to the amount financed"
        checked={value !== "upfront"}
        onChange={() => onChange("financed")}
      />
      <RadioCard
        name={name}
        value="upfront"
        title="Pay it up front"
        checked={value === "upfront"}
        onChange={() => onChange("upfront")}
      />
    </fieldset>
  );
}
