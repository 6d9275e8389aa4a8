/** §3 placements: where the hint sits around what it points at. */
export const HINT_TYPES = [
  "bottom-right",
  "bottom-center",
  "bottom-left",
  "top-right",
  "top-center",
  "top-left",
] as const;
export type HintType = (typeof HINT_TYPES)[number];

/** §9: a hint waits 400 ms after being dismissed, then fades out over 310 ms. */
export const HINT_CLOSE_DELAY_MS = 400;
export const HINT_HIDE_TRANSITION_MS = 310;

/**
 * open → closing (the close delay) → hiding (the fade) → closed. A disabled hint starts closed and never
 * shows.
 */
export type HintState = "open" | "closing" | "hiding" | "closed";

export type HintEvent = "dismiss" | "delay-elapsed" | "hidden";

export const initialHintState = (disabled: boolean): HintState => (disabled ? "closed" : "open");

export function nextHint(state: HintState, event: HintEvent): HintState {
  switch (state) {
    case "open":
      return event === "dismiss" ? "closing" : state;
    case "closing":
      return event === "delay-elapsed" ? "hiding" : state;
    case "hiding":
      return event === "hidden" ? "closed" : state;
    case "closed":
      return state;
    default:
      return state satisfies never;
  }
}

/** The timer a state runs before its next event, if any. */
export function hintTimer(state: HintState): { readonly afterMs: number; readonly event: HintEvent } | undefined {
  if (state === "closing") return { afterMs: HINT_CLOSE_DELAY_MS, event: "delay-elapsed" };
  if (state === "hiding") return { afterMs: HINT_HIDE_TRANSITION_MS, event: "hidden" };
  return undefined;
}
