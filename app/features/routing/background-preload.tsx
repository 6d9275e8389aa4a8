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

/**
 * Fetches the code (and data) of the given pages in the background, PRELOAD_DELAY_MS after the page has
 * loaded, so that following a link to one of them later loads nothing new.
 */
export function BackgroundPreload({ paths }: { readonly paths: readonly string[] }) {
  const [ready, setReady] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    let timer = 0;
    const stop = onceLoaded(() => {
      timer = window.setTimeout(() => setReady(true), PRELOAD_DELAY_MS);
    });
    return () => {
      stop();
      window.clearTimeout(timer);
    };
  }, []);

  if (!ready) return null;
  const current = pathname.replace(/\/+$/, "") || "/";
  return (
    <>
      {paths
        .filter((path) => path !== current)
        .map((path) => (
          <PrefetchPageLinks key={path} page={path} />
        ))}
    </>
  );
}
