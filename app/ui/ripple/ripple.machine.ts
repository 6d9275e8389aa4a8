/**
 * A ripple's life (§4.7): it grows while `entering`, stays `visible` while the pointer is held, fades while
 * `exiting`, and is `hidden` (removed) after. A release during `entering` is remembered, so the ripple
 * finishes growing before it fades.
 */
export type RippleState = "entering" | "visible" | "exiting" | "hidden";

export type RippleEvent = "entered" | "released" | "exited";

export interface Ripple {
  readonly state: RippleState;
  readonly released: boolean;
}

export interface RippleTimings {
  readonly enterMs: number;
  readonly exitMs: number;
}

/** §9: a button's ripple enters in 300 ms and exits in 500 ms (the 450/400 ms default of other ripples has no user here). */
export const RIPPLE_TIMINGS = {
  button: { enterMs: 300, exitMs: 500 },
} as const satisfies Record<string, RippleTimings>;

/** §9: mouse events that arrive within 800 ms of a touch are the browser's emulation of that touch. */
export const TOUCH_TO_MOUSE_SUPPRESSION_MS = 800;

export const startRipple = (): Ripple => ({ state: "entering", released: false });

export function nextRipple(ripple: Ripple, event: RippleEvent): Ripple {
  switch (ripple.state) {
    case "entering":
      if (event === "entered") return { state: ripple.released ? "exiting" : "visible", released: ripple.released };
      if (event === "released") return { ...ripple, released: true };
      return ripple;
    case "visible":
      return event === "released" ? { state: "exiting", released: true } : ripple;
    case "exiting":
      return event === "exited" ? { state: "hidden", released: true } : ripple;
    case "hidden":
      return ripple;
    default:
      return ripple.state satisfies never;
  }
}

/** Whether a mouse press is the emulated echo of a recent touch and must not start a second ripple. */
export function isEmulatedMouseEvent(lastTouchAt: number | undefined, now: number): boolean {
  return lastTouchAt !== undefined && now - lastTouchAt < TOUCH_TO_MOUSE_SUPPRESSION_MS;
}

/** Circle that reaches every corner of the host from the press point: its diameter and top-left corner. */
export function rippleGeometry(host: { width: number; height: number }, press: { x: number; y: number }) {
  const dx = Math.max(press.x, host.width - press.x);
  const dy = Math.max(press.y, host.height - press.y);
  const size = 2 * Math.hypot(dx, dy);
  return { size, left: press.x - size / 2, top: press.y - size / 2 };
}
