import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { hashScrollDelay, scrollActionFor, type ScrollAction } from "./scroll-decision";

/** sessionStorage key of the scroll positions kept for going back (the cookie notice lists it). */
export const SCROLL_POSITIONS_KEY = "scrollPositions";

function readSavedPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function applyScrollAction(action: ScrollAction): () => void {
  switch (action.kind) {
    case "top":
      window.scrollTo(0, 0);
      return () => {};
    case "restore":
      window.scrollTo(0, action.y);
      return () => {};
    case "keep":
      return () => {};
    case "hash": {
      const scroll = () => document.getElementById(action.id)?.scrollIntoView();
      const delay = hashScrollDelay(navigator.userAgent);
      if (delay === 0) {
        scroll();
        return () => {};
      }
      const timer = window.setTimeout(scroll, delay);
      return () => window.clearTimeout(timer);
    }
    default:
      return action satisfies never;
  }
}

/**
 * Scrolls the window after each navigation as §2.1 asks (see scroll-decision.ts), and remembers each
 * history entry's position so going back and reloading return the visitor to where they were.
 */
export function useScrollOnNavigate(keepBetween: readonly string[]): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef<string | null>(null);
  const positions = useRef<Record<string, number>>({});
  // A fresh document's first entry always has the key "default", so positions are kept per key and path:
  // a reload of the same page restores its position, another page loaded in the same tab does not.
  const entryKey = `${location.key} ${location.pathname}${location.search}`;
  const currentKey = useRef(entryKey);

  useEffect(() => {
    const previousRestoration = window.history.scrollRestoration;
    // The router restores positions itself: when the browser does it, the next page is not rendered yet.
    window.history.scrollRestoration = "manual";
    let frame = 0;
    const record = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        positions.current[currentKey.current] = window.scrollY;
      });
    };
    const persist = () => {
      try {
        sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions.current));
      } catch {
        // Storage can be full or blocked; positions then last only as long as the page.
      }
    };
    window.addEventListener("scroll", record, { passive: true });
    window.addEventListener("pagehide", persist);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener("scroll", record);
      window.removeEventListener("pagehide", persist);
      window.history.scrollRestoration = previousRestoration;
    };
  }, []);

  useLayoutEffect(() => {
    if (previousPath.current === null) positions.current = readSavedPositions();
    const action = scrollActionFor({
      previousPath: previousPath.current,
      nextPath: location.pathname,
      hash: location.hash,
      navigationType,
      savedY: positions.current[entryKey],
      keepBetween,
    });
    const cancel = applyScrollAction(action);
    previousPath.current = location.pathname;
    currentKey.current = entryKey;
    return cancel;
    // Runs once per history entry; the other values belong to that entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entryKey]);
}
