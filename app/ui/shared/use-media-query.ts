import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a CSS media query matches now, following changes. The server and the first (hydrating) render
 * see `false`, so markup matches; layouts that must not shift use CSS media queries instead, and this is
 * for behaviour (timings, drag rules) that only exists once the page runs.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === "undefined" || typeof window.matchMedia !== "function") return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  const matchesNow = () =>
    typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matchesNow, () => false);
}

export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

/** Whether the visitor asked for less motion: animations and auto-advance stop when so. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}
