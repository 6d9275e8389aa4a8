import type { KeyPress } from "~/ui/form/text-entry";

/** What a key does to a select-only combobox (WAI-ARIA APG "Select-Only Combobox" keyboard table). */
export type SelectAction =
  | { readonly type: "open"; readonly move?: "first" | "last" }
  | { readonly type: "move"; readonly to: "next" | "previous" | "first" | "last" | "pageUp" | "pageDown" }
  /** Choose the option with visual focus and close (Enter, Space, Alt+Up). */
  | { readonly type: "choose" }
  /** Choose the option with visual focus and close, letting focus move on (Tab). */
  | { readonly type: "chooseAndLeave" }
  | { readonly type: "close" }
  | { readonly type: "type"; readonly character: string };

/** The action for a key, or undefined when the key is not the select's (it is left to the browser). */
export function selectActionForKey(press: KeyPress, open: boolean): SelectAction | undefined {
  const { key, altKey, ctrlKey, metaKey } = press;
  if (!open) {
    switch (key) {
      case "ArrowDown":
      case "Enter":
      case " ":
        return { type: "open" };
      case "ArrowUp":
      case "Home":
        return { type: "open", move: "first" };
      case "End":
        return { type: "open", move: "last" };
    }
  } else {
    switch (key) {
      case "ArrowDown":
        return altKey ? undefined : { type: "move", to: "next" };
      case "ArrowUp":
        return altKey ? { type: "choose" } : { type: "move", to: "previous" };
      case "Home":
        return { type: "move", to: "first" };
      case "End":
        return { type: "move", to: "last" };
      case "PageUp":
        return { type: "move", to: "pageUp" };
      case "PageDown":
        return { type: "move", to: "pageDown" };
      case "Enter":
      case " ":
        return { type: "choose" };
      case "Tab":
        return { type: "chooseAndLeave" };
      case "Escape":
        return { type: "close" };
    }
  }
  if ([...key].length === 1 && key !== " " && !altKey && !ctrlKey && !metaKey) return { type: "type", character: key };
  return undefined;
}

/** APG: PageUp and PageDown jump 10 options. */
export const PAGE_JUMP = 10;

/** The option with visual focus after a move; it stops at either end rather than wrapping (APG). */
export function movedIndex(current: number, to: Extract<SelectAction, { type: "move" }>["to"], count: number): number {
  const last = count - 1;
  const clamp = (index: number) => Math.min(Math.max(index, 0), last);
  switch (to) {
    case "next":
      return clamp(current + 1);
    case "previous":
      return clamp(current - 1);
    case "first":
      return 0;
    case "last":
      return last;
    case "pageUp":
      return clamp(current - PAGE_JUMP);
    case "pageDown":
      return clamp(current + PAGE_JUMP);
    default:
      return to satisfies never;
  }
}

/**
 * Type-ahead: the option whose label starts with what was typed. Typing one letter again and again
 * cycles through the options starting with it; a longer search stays on the current option while it
 * still matches. Returns undefined when nothing matches.
 */
export function typeaheadIndex(labels: readonly string[], search: string, activeIndex: number): number | undefined {
  if (labels.length === 0 || search === "") return undefined;
  const lowered = search.toLowerCase();
  const repeatedLetter = [...lowered].every((character) => character === lowered[0]);
  const needle = repeatedLetter ? (lowered[0] ?? "") : lowered;
  const start = repeatedLetter ? activeIndex + 1 : Math.max(activeIndex, 0);
  for (let offset = 0; offset < labels.length; offset += 1) {
    const index = (((start + offset) % labels.length) + labels.length) % labels.length;
    if ((labels[index] ?? "").toLowerCase().startsWith(needle)) return index;
  }
  return undefined;
}
