import { useId } from "react";
import { classNames } from "~/ui/shared/class-names";
import { DEFAULT_SWITCH_LABELS } from "./toggle-switch.machine";
import { useToggleSwitch, type UseToggleSwitchOptions } from "./use-toggle-switch";
import "./toggle-switch.css";

export interface ToggleSwitchProps extends UseToggleSwitchOptions {
  /** What is being switched: the group's visible name. */
  readonly label: string;
  /** Words for the two choices (§3 defaults 'On' and 'Off'). */
  readonly labels?: { readonly on?: string; readonly off?: string };
  readonly className?: string;
}

/**
 * The three-state toggle switch of §4.7 (none, off, on), built as a WAI-ARIA radio group of two choices so
 * that "not chosen yet" can be told apart from "off".
 */
export function ToggleSwitch({ label, labels, className, ...options }: ToggleSwitchProps) {
  const labelId = useId();
  const { state, radioProps } = useToggleSwitch(options);
  const words = { ...DEFAULT_SWITCH_LABELS, ...labels };
  return (
    <div
      className={classNames("toggle-switch", className)}
      data-state={state}
      data-disabled={options.disabled || undefined}
    >
      <span id={labelId} className="toggle-switch__label">
        {label}
      </span>
      <div
        className="toggle-switch__track"
        role="radiogroup"
        aria-labelledby={labelId}
        aria-disabled={options.disabled || undefined}
      >
        <span className="toggle-switch__thumb" aria-hidden="true" />
        <button className="toggle-switch__choice" {...radioProps("on")}>
          {words.on}
        </button>
        <button className="toggle-switch__choice" {...radioProps("off")}>
          {words.off}
        </button>
      </div>
    </div>
  );
}
