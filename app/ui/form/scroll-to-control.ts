/** §9: the scroll animation takes 500 ms and runs linearly. */
export const SCROLL_DURATION_MS = 500;

export interface ScrollGeometry {
  /** The element's top relative to the viewport (getBoundingClientRect().top). */
  readonly elementTop: number;
  readonly elementHeight: number;
  readonly viewportHeight: number;
  readonly scrollTop: number;
  readonly maxScrollTop: number;
}

/**
 * The window scroll position that puts the element in the middle of the viewport (clear of a fixed
 * header), or its top at the top when it is taller than the viewport; never past either end of the page.
 */
export function centredScrollTop({
  elementTop,
  elementHeight,
  viewportHeight,
  scrollTop,
  maxScrollTop,
}: ScrollGeometry): number {
  const offset = elementHeight >= viewportHeight ? 0 : (viewportHeight - elementHeight) / 2;
  const target = scrollTop + elementTop - offset;
  return Math.round(Math.min(Math.max(target, 0), Math.max(maxScrollTop, 0)));
}

/** Where a linear scroll from `from` to `to` is after `elapsed` ms of `duration`. */
export function linearScrollTop(from: number, to: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return to;
  return from + ((to - from) * Math.max(elapsed, 0)) / duration;
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Scrolls the window so the element sits in the middle of the viewport: an animation of SCROLL_DURATION_MS,
 * or a jump when the user prefers reduced motion. A wheel or touch by the user stops the animation, so it
 * never fights them. Returns a function that cancels it.
 */
export function scrollElementIntoCentre(element: Element): () => void {
  const rect = element.getBoundingClientRect();
  const root = document.documentElement;
  const from = window.scrollY;
  const to = centredScrollTop({
    elementTop: rect.top,
    elementHeight: rect.height,
    viewportHeight: window.innerHeight,
    scrollTop: from,
    maxScrollTop: root.scrollHeight - window.innerHeight,
  });
  if (to === from) return () => undefined;
  if (prefersReducedMotion()) {
    window.scrollTo(0, to);
    return () => undefined;
  }

  let frame = 0;
  const started = performance.now();
  const stop = () => {
    cancelAnimationFrame(frame);
    window.removeEventListener("wheel", stop);
    window.removeEventListener("touchstart", stop);
  };
  // The clock is read here rather than taken from the frame's timestamp, which some engines start late.
  const step = () => {
    const elapsed = performance.now() - started;
    window.scrollTo(0, linearScrollTop(from, to, elapsed, SCROLL_DURATION_MS));
    if (elapsed < SCROLL_DURATION_MS) frame = requestAnimationFrame(step);
    else stop();
  };
  window.addEventListener("wheel", stop, { passive: true });
  window.addEventListener("touchstart", stop, { passive: true });
  frame = requestAnimationFrame(step);
  return stop;
}
