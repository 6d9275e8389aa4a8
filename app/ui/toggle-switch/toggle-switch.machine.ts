/**
 * The three-state toggle switch of §4.7. `none` is the intermediate state: nothing chosen yet (or, when
 * allowed, a choice taken back).
 */
export type SwitchState = "none" | "off" | "on";

export interface SwitchSettings {
  /** A null value may show as `none` (only before the visitor has touched the switch). */
  readonly allowIntermediate: boolean;
  /** Choosing the state already set takes the choice back to `none`. */
  readonly allowIntermediateAfterSet: boolean;
  readonly disabled: boolean;
}

export interface SwitchModel {
  readonly state: SwitchState;
  /** Whether the visitor has changed it (a written value does not count). */
  readonly touched: boolean;
}

export type SwitchEvent =
  | { readonly type: "choose"; readonly choice: "on" | "off" }
  | { readonly type: "key"; readonly key: string }
  | { readonly type: "write"; readonly value: boolean | null };

/** §4.7: right or up arrow gives off; left or down arrow gives on. */
export function stateForKey(key: string): "on" | "off" | undefined {
  switch (key) {
    case "ArrowRight":
    case "ArrowUp":
      return "off";
    case "ArrowLeft":
    case "ArrowDown":
      return "on";
    default:
      return undefined;
  }
}

export function nextSwitch(model: SwitchModel, event: SwitchEvent, settings: SwitchSettings): SwitchModel {
  switch (event.type) {
    case "choose": {
      if (settings.disabled) return model;
      if (model.state === event.choice) {
        return settings.allowIntermediateAfterSet ? { state: "none", touched: true } : model;
      }
      return { state: event.choice, touched: true };
    }
    case "key": {
      const target = stateForKey(event.key);
      if (settings.disabled || target === undefined || target === model.state) return model;
      return { state: target, touched: true };
    }
    case "write": {
      if (event.value === true) return { ...model, state: "on" };
      if (event.value === false) return { ...model, state: "off" };
      return { ...model, state: settings.allowIntermediate && !model.touched ? "none" : "off" };
    }
    default:
      return event satisfies never;
  }
}

/** The value a state stands for: on is true, off is false, none is null. */
export function switchValue(state: SwitchState): boolean | null {
  return state === "none" ? null : state === "on";
}

export const DEFAULT_SWITCH_LABELS = { on: "On", off: "Off" } as const;
