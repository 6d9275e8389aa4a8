import { useId, type ReactNode } from "react";
import { classNames } from "~/ui/shared/class-names";
import { useControllableState } from "~/ui/shared/use-controllable-state";
import "./toggle.css";

export interface ToggleProps {
  /** What ticking it means, shown beside the box. */
  readonly children: ReactNode;
  readonly checked?: boolean;
  readonly defaultChecked?: boolean;
  readonly onChange?: (checked: boolean) => void;
  readonly disabled?: boolean;
  readonly name?: string;
  readonly value?: string;
  /** A longer explanation under the label, read out as the description. */
  readonly description?: ReactNode;
  /** The box must be ticked and is not: marked invalid for assistive technology. */
  readonly invalid?: boolean;
  /** Id of an error message (or other text) outside the toggle that describes it. */
  readonly describedBy?: string;
  readonly className?: string;
}

/**
 * A checked/unchecked toggle (§4.7): a native checkbox with its label, restyled. It replaces the deprecated
 * checkbox widget of §8.
 */
export function Toggle({
  children,
  checked,
  defaultChecked = false,
  onChange,
  disabled,
  name,
  value,
  description,
  invalid,
  describedBy,
  className,
}: ToggleProps) {
  const id = useId();
  const [isChecked, setChecked] = useControllableState(checked, defaultChecked, onChange);
  const descriptionId = description ? `${id}-description` : undefined;
  const describedByIds = [describedBy, descriptionId].filter(Boolean).join(" ") || undefined;
  return (
    <div
      className={classNames("toggle", className)}
      data-state={isChecked ? "checked" : "unchecked"}
      data-invalid={invalid ? "" : undefined}
    >
      <input
        id={id}
        className="toggle__input"
        type="checkbox"
        name={name}
        value={value}
        checked={isChecked}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedByIds}
        onChange={(event) => setChecked(event.currentTarget.checked)}
      />
      <label className="toggle__label" htmlFor={id}>
        <span className="toggle__box" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="16" height="16" focusable="false">
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </span>
        {children}
      </label>
      {description && (
        <p id={descriptionId} className="toggle__description">
          {description}
        </p>
      )}
    </div>
  );
}
