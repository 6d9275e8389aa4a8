import { useCallback, useId, useState } from "react";
import type { FieldFeedback } from "~/ui/form/field-feedback";
import { describedBy, FieldFrame, type ErrorPlacement } from "~/ui/form/field-frame";
import { useControllableState } from "~/ui/shared/use-controllable-state";
import { useSelect, type SelectOption } from "./use-select";
import "./select.css";

/** §9: the select control is 40px high. */
export const SELECT_HEIGHT_PX = 40;

export interface SelectProps {
  readonly label: string;
  readonly options: readonly SelectOption[];
  /** The chosen option's value; "" when none is chosen. */
  readonly value?: string;
  readonly defaultValue?: string;
  readonly onValueChange?: (value: string) => void;
  readonly onFocus?: () => void;
  /** The user left the field, or chose an option (§4.6: choosing notifies the form as leaving does). */
  readonly onBlur?: () => void;
  /** The 'default' option: shown in the field until it has been focused once (§4.6). */
  readonly placeholder?: string;
  readonly id?: string;
  readonly name?: string;
  readonly disabled?: boolean;
  readonly required?: boolean;
  readonly feedback?: FieldFeedback;
  readonly error?: string;
  readonly errorPlacement?: ErrorPlacement;
  readonly className?: string;
}

type Content = "default" | "empty" | "chosen";

/**
 * The select of §4.6 as a WAI-ARIA select-only combobox rather than a styled native <select>: a native
 * select cannot show its 'default' option only until first focus, cannot be opened from script
 * everywhere (showPicker() is recent), and its open list cannot be styled to the house look. Choosing
 * an option sets the value, shows its label, closes the list and tells the form the field was left
 * (the "blur" of §4.6) while DOM focus stays on the combobox, as the APG pattern asks, so a keyboard
 * user is never dropped at the top of the page. §4.6's "pressing Enter when not focused opens the list"
 * is read as Enter on the focused combobox while its list is closed (no option has visual focus yet).
 */
export function Select(props: SelectProps) {
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const [value, setValue] = useControllableState(props.value, props.defaultValue ?? "", props.onValueChange);
  const [focusedOnce, setFocusedOnce] = useState(false);
  const [focused, setFocused] = useState(false);
  const inert = Boolean(props.disabled);
  const optionId = useCallback((index: number) => `${id}-option-${index}`, [id]);
  const select = useSelect({
    options: props.options,
    value,
    inert,
    optionId,
    choose(chosen) {
      setValue(chosen);
      props.onBlur?.();
    },
  });
  const chosen = select.selectedIndex >= 0 ? props.options[select.selectedIndex] : undefined;
  const content: Content = chosen ? "chosen" : props.placeholder && !focusedOnce ? "default" : "empty";
  const feedback = props.feedback ?? "idle";
  const invalid = feedback === "invalid";
  const labelId = `${id}-label`;
  const listboxId = `${id}-listbox`;
  const errorId = `${id}-error`;

  return (
    <FieldFrame
      className={["select", props.className].filter(Boolean).join(" ")}
      label={props.label}
      labelId={labelId}
      labelFloating={focused || select.open || content !== "empty"}
      feedback={feedback}
      error={invalid ? props.error : undefined}
      errorId={errorId}
      errorPlacement={props.errorPlacement ?? "floating"}
      height={SELECT_HEIGHT_PX}
      disabled={props.disabled}
      onFocusWithin={() => {
        setFocused(true);
        setFocusedOnce(true);
        props.onFocus?.();
      }}
      onBlurWithin={() => {
        setFocused(false);
        select.close();
        props.onBlur?.();
      }}
    >
      <div
        role="combobox"
        id={id}
        className="field__input select__combobox"
        tabIndex={inert ? -1 : 0}
        aria-labelledby={labelId}
        aria-controls={listboxId}
        aria-expanded={select.open}
        aria-haspopup="listbox"
        aria-activedescendant={select.open && select.activeIndex >= 0 ? optionId(select.activeIndex) : undefined}
        aria-invalid={invalid}
        aria-required={props.required || undefined}
        aria-disabled={inert || undefined}
        aria-describedby={describedBy(invalid && props.error ? errorId : undefined)}
        data-state={select.open ? "open" : "closed"}
        data-content={content}
        onClick={select.toggle}
        onKeyDown={select.onKeyDown}
      >
        <span className="select__value">{chosen?.label ?? (content === "default" ? props.placeholder : "")}</span>
        <span className="select__chevron" aria-hidden="true" />
      </div>
      <div
        role="listbox"
        id={listboxId}
        className="select__listbox"
        aria-labelledby={labelId}
        tabIndex={-1}
        hidden={!select.open}
        data-state={select.open ? "open" : "closed"}
        // Keeps DOM focus on the combobox while the pointer picks an option or drags the scrollbar.
        onMouseDown={(event) => event.preventDefault()}
      >
        {props.options.map((option, index) => (
          // Options never take focus: the keyboard works on the combobox through aria-activedescendant (APG).
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
          <div
            key={option.value}
            role="option"
            id={optionId(index)}
            className="select__option"
            aria-selected={index === select.activeIndex}
            data-active={index === select.activeIndex ? "" : undefined}
            data-chosen={option.value === value ? "" : undefined}
            onClick={() => select.chooseIndex(index)}
            onPointerMove={() => select.hover(index)}
          >
            {option.label}
          </div>
        ))}
      </div>
      {props.name ? <input type="hidden" name={props.name} value={value} /> : null}
    </FieldFrame>
  );
}
