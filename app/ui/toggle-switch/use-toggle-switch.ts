import { useRef, useState, type KeyboardEvent } from "react";
import {
  nextSwitch,
  stateForKey,
  switchValue,
  type SwitchEvent,
  type SwitchModel,
  type SwitchSettings,
} from "./toggle-switch.machine";

export interface UseToggleSwitchOptions {
  /** A value written in by the parent: true is on, false is off, null is "not chosen". */
  readonly value?: boolean | null;
  readonly defaultValue?: boolean | null;
  readonly onChange?: (value: boolean | null) => void;
  readonly allowIntermediate?: boolean;
  readonly allowIntermediateAfterSet?: boolean;
  readonly disabled?: boolean;
}

type Choice = "on" | "off";

/** The §4.7 switch as a radio group: props for the two radios, with roving focus and the spec's arrow keys. */
export function useToggleSwitch({
  value,
  defaultValue = null,
  onChange,
  allowIntermediate = false,
  allowIntermediateAfterSet = false,
  disabled = false,
}: UseToggleSwitchOptions) {
  const settings: SwitchSettings = { allowIntermediate, allowIntermediateAfterSet, disabled };
  const written = value === undefined ? defaultValue : value;
  const [model, setModel] = useState<SwitchModel>(() =>
    nextSwitch({ state: "none", touched: false }, { type: "write", value: written }, settings),
  );
  const [lastWritten, setLastWritten] = useState(value);
  const radios = useRef<Partial<Record<Choice, HTMLButtonElement | null>>>({});

  // A new value from the parent is written in during render, the way React derives state from props.
  if (value !== lastWritten) {
    setLastWritten(value);
    if (value !== undefined) setModel(nextSwitch(model, { type: "write", value }, settings));
  }

  const send = (event: SwitchEvent) => {
    const next = nextSwitch(model, event, settings);
    if (next === model) return model;
    setModel(next);
    if (next.state !== model.state) onChange?.(switchValue(next.state));
    return next;
  };

  const focusable: Choice = model.state === "off" ? "off" : "on";

  const radioProps = (choice: Choice) => ({
    role: "radio" as const,
    type: "button" as const,
    "aria-checked": model.state === choice,
    "aria-disabled": disabled || undefined,
    tabIndex: choice === focusable ? 0 : -1,
    "data-choice": choice,
    ref: (element: HTMLButtonElement | null) => {
      radios.current[choice] = element;
    },
    onClick: () => send({ type: "choose", choice }),
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      const target = stateForKey(event.key);
      if (!target) return;
      event.preventDefault();
      send({ type: "key", key: event.key });
      if (!disabled) radios.current[target]?.focus();
    },
  });

  return { state: model.state, radioProps };
}
