/** §9: after a change the pills are locked as moving for 400 ms; the strip scrolls over 250 ms. */
export const NAV_PILLS_LOCK_MS = 400;
const NAV_PILLS_SCROLL_MS = 250;

export interface PillsState {
  readonly index: number;
  /** Changes are ignored until this time (ms) while the pills move. */
  readonly lockedUntil: number;
}

/** §3: the change event carries the label text moved from and to. */
export interface PillChange {
  readonly from: string;
  readonly to: string;
}

export const canPreviousPill = (index: number) => index > 0;
export const canNextPill = (index: number, count: number) => index < count - 1;

/**
 * A click on a pill, or previous/next (§4.7): ignored while moving or when nothing would change; otherwise
 * the pills move and lock, and a change event goes out only if the label text changed.
 */
export function selectPill(
  state: PillsState,
  target: number,
  now: number,
  labels: readonly string[],
): { state: PillsState; change?: PillChange } {
  if (now < state.lockedUntil || target < 0 || target >= labels.length || target === state.index) return { state };
  const next = { index: target, lockedUntil: now + NAV_PILLS_LOCK_MS };
  const from = labels[state.index] ?? "";
  const to = labels[target] ?? "";
  return from === to ? { state: next } : { state: next, change: { from, to } };
}

/** Where the strip should scroll so the active pill sits in the middle, within the scrollable range. */
export function pillScrollTarget(
  strip: { width: number; scrollWidth: number },
  pill: { left: number; width: number },
): number {
  const centred = pill.left - (strip.width - pill.width) / 2;
  return Math.round(Math.max(0, Math.min(centred, strip.scrollWidth - strip.width)));
}

/** Ease-in-out progress (0 to 1) of a scroll animation `elapsed` ms into `duration` ms. */
export function easeInOut(elapsed: number, duration: number): number {
  if (duration <= 0) return 1;
  const t = Math.min(1, Math.max(0, elapsed / duration));
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}

/** How far along the strip's scroll is `elapsed` ms after it began (0 to 1): §9's 250 ms, eased in and out. */
export function pillScrollProgress(elapsed: number): number {
  return easeInOut(elapsed, NAV_PILLS_SCROLL_MS);
}
