import { useEffect, useState } from "react";
import { PrefetchPageLinks, useLocation } from "react-router";

/** §2.1 and §9: the preload starts this long after the page has loaded. */
export const PRELOAD_DELAY_MS = 2000;

function onceLoaded(callback: () => void): () => void {
  if (document.readyState === "complete") {
    callback();
    return () => {};
  }
  window.addEventListener("load", callback, { once: true });
  return () => window.removeEventListener("load", callback);
}

/** Runs a callback when the browser is idle (or soon, where it cannot say); returns a cancel function. */
function whenIdle(callback: () => void): () => void {
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(callback, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 0);
  return () => clearTimeout(timer);
}

/**
 * Fetches the code (and data) of the given pages in the background, PRELOAD_DELAY_MS after the page has
 * loaded, so that following a link to one of them later loads nothing new. The pages are added one at a
 * time, each when the browser is idle: each adds a dozen or more preload links to the head, and adding them
 * all at once held a phone's main thread for one long task.
 */
export function BackgroundPreload({ paths }: { readonly paths: readonly string[] }) {
  const [started, setStarted] = useState(0);
  const { pathname } = useLocation();

  useEffect(() => {
    let timer = 0;
    const stop = onceLoaded(() => {
      timer = window.setTimeout(() => setStarted(1), PRELOAD_DELAY_MS);
    });
    return () => {
      stop();
      window.clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    if (started === 0 || started >= paths.length) return;
    return whenIdle(() => setStarted((count) => count + 1));
  }, [started, paths.length]);

  if (started === 0) return null;
  const current = pathname.replace(/\/+$/, "") || "/";
  return (
    <>
      {paths
        .slice(0, started)
        .filter((path) => path !== current)
        .map((path) => (
          <PrefetchPageLinks key={path} page={path} />
        ))}
    </>
  );
}
