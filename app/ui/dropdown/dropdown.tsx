import { useEffect, useEffectEvent, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from "react";
import { Icon } from "~/ui/icon/icon";
import { classNames } from "~/ui/shared/class-names";
import { rovingTarget } from "~/ui/shared/roving-focus";
import { DROPDOWN_BACKDROP_MS, DROPDOWN_Z_INDEX, resolveDropdownValue, type DropdownOption } from "./dropdown.machine";
import "./dropdown.css";

export interface DropdownProps {
  /** Names the control; shown above it. */
  readonly label: string;
  readonly options: readonly DropdownOption[];
  readonly value?: string;
  readonly defaultValue?: string;
  readonly onChange?: (value: string) => void;
  readonly className?: string;
}

/**
 * A button that opens a list of options (§4.7, WAI-ARIA listbox pattern): up and down cycle focus through
 * the options with wrap-around, Enter or Space chooses, Escape or a click outside closes, and focus goes
 * back to the button. A value that is not in the list resets to the first option.
 */
export function Dropdown({ label, options, value, defaultValue, onChange, className }: DropdownProps) {
  const id = useId();
  const [own, setOwn] = useState(defaultValue);
  const given = value !== undefined ? value : own;
  const current = resolveDropdownValue(given, options);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement | null>(null);
  const backdrop = useRef<HTMLDivElement | null>(null);
  const optionElements = useRef<(HTMLDivElement | null)[]>([]);
  const selectedIndex = options.findIndex((option) => option.value === current);
  const selected = options[selectedIndex];

  // A value that is not an option is replaced by the first one, and the parent told (§4.7).
  const reportReset = useEffectEvent((next: string) => onChange?.(next));
  useEffect(() => {
    if (current !== undefined && current !== given) reportReset(current);
  }, [current, given]);

  useEffect(() => {
    if (!open) return;
    optionElements.current[Math.max(0, selectedIndex)]?.focus();
    const element = backdrop.current;
    const close = () => setOpen(false);
    element?.addEventListener("click", close);
    return () => element?.removeEventListener("click", close);
    // Focus moves in when the list opens, not each time the selection changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const choose = (option: DropdownOption) => {
    if (value === undefined) setOwn(option.value);
    if (option.value !== current) onChange?.(option.value);
    close();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
    }
  };

  const onOptionKeyDown = (index: number) => (event: KeyboardEvent<HTMLDivElement>) => {
    const option = options[index];
    const target = rovingTarget(event.key, index, options.length, { orientation: "vertical" });
    if (target !== undefined) {
      event.preventDefault();
      optionElements.current[target]?.focus();
    } else if ((event.key === "Enter" || event.key === " ") && option) {
      event.preventDefault();
      choose(option);
    } else if (event.key === "Escape") {
      event.preventDefault();
      close();
    } else if (event.key === "Tab") {
      setOpen(false);
    }
  };

  const style = { "--dropdown-fade": `${DROPDOWN_BACKDROP_MS}ms`, "--dropdown-z": DROPDOWN_Z_INDEX } as CSSProperties;

  return (
    <div className={classNames("dropdown", className)} data-state={open ? "open" : "closed"} style={style}>
      <span id={`${id}-label`} className="dropdown__label">
        {label}
      </span>
      <button
        ref={button}
        id={`${id}-button`}
        type="button"
        className="dropdown__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-labelledby={`${id}-label ${id}-button`}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onKeyDown={onButtonKeyDown}
      >
        <span>{selected?.label ?? ""}</span>
        <Icon name="chevron-down" className="dropdown__chevron" />
      </button>
      {open && <div ref={backdrop} className="dropdown__backdrop" aria-hidden="true" />}
      <div id={`${id}-list`} className="dropdown__list" role="listbox" aria-labelledby={`${id}-label`} hidden={!open}>
        {options.map((option, index) => (
          <div
            key={option.value}
            ref={(element) => {
              optionElements.current[index] = element;
            }}
            role="option"
            className="dropdown__option"
            aria-selected={option.value === current}
            tabIndex={-1}
            onClick={() => choose(option)}
            onKeyDown={onOptionKeyDown(index)}
          >
            {option.label}
            {option.value === current && <Icon name="check" size={18} className="dropdown__check" />}
          </div>
        ))}
      </div>
    </div>
  );
}
