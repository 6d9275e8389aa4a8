import { useId, type ReactNode } from "react";
import { classNames } from "~/ui/shared/class-names";
import "./radio-card.css";

export interface RadioCardProps {
  /** §3: the form name (radio cards sharing it form one choice). */
  readonly name: string;
  readonly value: string;
  /** §3: a single choice (radio) or one of several (checkbox). */
  readonly type?: "radio" | "checkbox";
  readonly checked: boolean;
  /** The card's value when chosen; an empty string when cleared (§5). */
  readonly onChange: (value: string) => void;
  readonly title: string;
  readonly children?: ReactNode;
  readonly disabled?: boolean;
  readonly className?: string;
}

/**
 * A card that is a radio button or checkbox (§3): a native input, so it joins its group's keyboard
 * behaviour, with the whole card as its label. Clearing it propagates an empty string.
 */
export function RadioCard({
  name,
  value,
  type = "radio",
  checked,
  onChange,
  title,
  children,
  disabled,
  className,
}: RadioCardProps) {
  const id = useId();
  return (
    <div
      className={classNames("radio-card", className)}
      data-state={checked ? "checked" : "unchecked"}
      data-type={type}
    >
      <input
        id={id}
        className="radio-card__input"
        type={type}
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        aria-describedby={children ? `${id}-description` : undefined}
        onChange={(event) => onChange(event.currentTarget.checked ? value : "")}
      />
      <label className="radio-card__label" htmlFor={id}>
        <span className="radio-card__indicator" aria-hidden="true" />
        <span className="radio-card__title">{title}</span>
      </label>
      {children && (
        <div id={`${id}-description`} className="radio-card__description">
          {children}
        </div>
      )}
    </div>
  );
}
