import { useCallback, useRef, useState, type MouseEvent, type TouchEvent } from "react";
import { usePrefersReducedMotion } from "~/ui/shared/use-media-query";
import {
  isEmulatedMouseEvent,
  nextRipple,
  rippleGeometry,
  startRipple,
  type Ripple,
  type RippleEvent,
} from "./ripple.machine";

export interface RippleInstance extends Ripple {
  readonly id: number;
  readonly size: number;
  readonly left: number;
  readonly top: number;
}

export interface RippleHandlers {
  readonly onMouseDown: (event: MouseEvent<HTMLElement>) => void;
  readonly onMouseUp: () => void;
  readonly onMouseLeave: () => void;
  readonly onTouchStart: (event: TouchEvent<HTMLElement>) => void;
  readonly onTouchEnd: () => void;
  readonly onTouchCancel: () => void;
}

export interface RippleControl {
  readonly ripples: readonly RippleInstance[];
  /** Spread on the host element. */
  readonly handlers: RippleHandlers;
  /** Moves one ripple on when its enter or exit animation has run (the Ripples component calls it). */
  readonly advance: (id: number, event: RippleEvent) => void;
}

function step(ripples: readonly RippleInstance[], matches: (ripple: RippleInstance) => boolean, event: RippleEvent) {
  return ripples.flatMap((ripple) => {
    if (!matches(ripple)) return [ripple];
    const next = { ...ripple, ...nextRipple(ripple, event) };
    return next.state === "hidden" ? [] : [next];
  });
}

/**
 * Ripples started by presses on a host element. Touches and mouse presses both start one; the mouse events
 * a browser emulates after a touch are ignored. Nothing ripples when the visitor prefers reduced motion.
 */
export function useRipple(enabled = true): RippleControl {
  const [ripples, setRipples] = useState<readonly RippleInstance[]>([]);
  const lastTouchAt = useRef<number | undefined>(undefined);
  const nextId = useRef(0);
  const reducedMotion = usePrefersReducedMotion();

  const start = (host: HTMLElement, clientX: number, clientY: number) => {
    if (!enabled || reducedMotion) return;
    const box = host.getBoundingClientRect();
    const geometry = rippleGeometry(
      { width: box.width, height: box.height },
      { x: clientX - box.left, y: clientY - box.top },
    );
    nextId.current += 1;
    const ripple: RippleInstance = { id: nextId.current, ...startRipple(), ...geometry };
    setRipples((current) => [...current, ripple]);
  };

  const releaseAll = useCallback(() => setRipples((current) => step(current, () => true, "released")), []);
  const advance = useCallback(
    (id: number, event: RippleEvent) => setRipples((current) => step(current, (ripple) => ripple.id === id, event)),
    [],
  );

  const handlers: RippleHandlers = {
    onMouseDown: (event) => {
      if (event.button !== 0 || isEmulatedMouseEvent(lastTouchAt.current, Date.now())) return;
      start(event.currentTarget, event.clientX, event.clientY);
    },
    onMouseUp: releaseAll,
    onMouseLeave: releaseAll,
    onTouchStart: (event) => {
      lastTouchAt.current = Date.now();
      const touch = event.touches[0];
      if (touch) start(event.currentTarget, touch.clientX, touch.clientY);
    },
    onTouchEnd: () => {
      lastTouchAt.current = Date.now();
      releaseAll();
    },
    onTouchCancel: releaseAll,
  };

  return { ripples, handlers, advance };
}
