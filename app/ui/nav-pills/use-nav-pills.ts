import { useEffect, useRef, useState } from "react";
import { usePrefersReducedMotion } from "~/ui/shared/use-media-query";
import {
  NAV_PILLS_LOCK_MS,
  pillScrollProgress,
  pillScrollTarget,
  selectPill,
  type PillChange,
  type PillsState,
} from "./nav-pills.machine";

export interface UseNavPillsOptions {
  readonly labels: readonly string[];
  readonly defaultIndex?: number;
  readonly onChange?: (change: PillChange, index: number) => void;
}

/** Animates a strip's scroll position to `target` over the §9 250 ms (at once under reduced motion). */
function scrollStrip(strip: HTMLElement, target: number, reducedMotion: boolean): () => void {
  const start = strip.scrollLeft;
  if (reducedMotion || start === target || typeof requestAnimationFrame === "undefined") {
    strip.scrollLeft = target;
    return () => {};
  }
  let frame = 0;
  const began = performance.now();
  const step = (now: number) => {
    const progress = pillScrollProgress(now - began);
    strip.scrollLeft = start + (target - start) * progress;
    if (progress < 1) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}

export function useNavPills({ labels, defaultIndex = 0, onChange }: UseNavPillsOptions) {
  const [state, setState] = useState<PillsState>({ index: defaultIndex, lockedUntil: 0 });
  const [moving, setMoving] = useState(false);
  const strip = useRef<HTMLDivElement | null>(null);
  const pills = useRef<(HTMLButtonElement | null)[]>([]);
  const reducedMotion = usePrefersReducedMotion();

  const select = (target: number) => {
    const result = selectPill(state, target, performance.now(), labels);
    if (result.state === state) return;
    setState(result.state);
    setMoving(true);
    if (result.change) onChange?.(result.change, result.state.index);
  };

  useEffect(() => {
    if (!moving) return;
    const timer = setTimeout(() => setMoving(false), NAV_PILLS_LOCK_MS);
    return () => clearTimeout(timer);
  }, [moving, state.lockedUntil]);

  useEffect(() => {
    const element = strip.current;
    const pill = pills.current[state.index];
    if (!element || !pill || element.scrollWidth <= element.clientWidth) return;
    // The pill's place within the strip's scrolled content, whatever its offset parent is.
    const left = pill.getBoundingClientRect().left - element.getBoundingClientRect().left + element.scrollLeft;
    const target = pillScrollTarget(
      { width: element.clientWidth, scrollWidth: element.scrollWidth },
      { left, width: pill.offsetWidth },
    );
    return scrollStrip(element, target, reducedMotion);
  }, [state.index, reducedMotion]);

  return {
    index: state.index,
    moving,
    select,
    stripRef: strip,
    pillRef: (index: number) => (element: HTMLButtonElement | null) => {
      pills.current[index] = element;
    },
  };
}
