/**
 * Arrow-key movement among the items of a WAI-ARIA composite widget (tabs, accordion headers, a menu's
 * options, a combobox's results): the arrows of the widget's orientation step to the next or previous item
 * with wrap-around, Home and End jump to the ends. With nothing active yet (-1), next starts at the first
 * item and previous at the last.
 */
export type Orientation = "horizontal" | "vertical";

export interface RovingFocusOptions {
  readonly orientation: Orientation;
  /**
   * Whether Home and End jump to the first and last item (default true). A combobox leaves them to its
   * text box, where they move the caret.
   */
  readonly homeAndEnd?: boolean;
}

const STEP_KEYS: Record<Orientation, { readonly previous: string; readonly next: string }> = {
  horizontal: { previous: "ArrowLeft", next: "ArrowRight" },
  vertical: { previous: "ArrowUp", next: "ArrowDown" },
};

/** The index a key moves to among `count` items from `current`, or undefined when the key is not for moving. */
export function rovingTarget(
  key: string,
  current: number,
  count: number,
  { orientation, homeAndEnd = true }: RovingFocusOptions,
): number | undefined {
  if (count === 0) return undefined;
  const { previous, next } = STEP_KEYS[orientation];
  if (key === next) return current < 0 ? 0 : (current + 1) % count;
  if (key === previous) return current < 0 ? count - 1 : (current - 1 + count) % count;
  if (homeAndEnd && key === "Home") return 0;
  if (homeAndEnd && key === "End") return count - 1;
  return undefined;
}
