const FOCUSABLE = [
  "a[href]",
  "area[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "iframe",
  "[contenteditable='true']",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

/** The elements inside `root` that Tab can reach, in document order. */
export function tabbableElements(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest("[hidden], [inert]") && element.getAttribute("aria-hidden") !== "true",
  );
}

/**
 * Where Tab (or Shift+Tab) must send focus to stay inside a dialog, or undefined when the browser's own
 * move already stays inside.
 */
export function wrapTarget(
  tabbable: readonly HTMLElement[],
  active: Element | null,
  backwards: boolean,
): HTMLElement | undefined {
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  if (!first || !last) return undefined;
  const index = active ? tabbable.indexOf(active as HTMLElement) : -1;
  if (index === -1) return backwards ? last : first;
  if (backwards && index === 0) return last;
  if (!backwards && index === tabbable.length - 1) return first;
  return undefined;
}
