import { useMemo, useSyncExternalStore } from "react";
import { useLocation } from "react-router";

/**
 * The runtime meta-description API of §2.1: a page can set (or update) its description, or clear it, while
 * it is shown. The override belongs to the path it was made on, so the next page starts from its own
 * description again. The route `meta` helpers (page-meta.ts) read it, and DocumentMeta renders the head
 * again when it changes.
 */
export interface MetaDescriptionApi {
  /** Sets or updates the description of the current page. */
  set(text: string): void;
  /** Removes the description tags of the current page. */
  clear(): void;
  /** Goes back to the page's own description. */
  reset(): void;
}

interface Override {
  readonly path: string;
  /** Null: the page has no description while it is shown. */
  readonly value: string | null;
}

// One document has one head, so the override is kept once per browser window. Only a visitor's actions in
// the browser change it (the API is called from effects and handlers), so a server render never sees one.
let override: Override | null = null;
const listeners = new Set<() => void>();

function publish(next: Override | null): void {
  override = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentOverride = () => override;
const noOverride = () => null;

/** The description the head shows for `pathname`: the page's override if it made one, else its own. */
export function effectiveDescription(pathname: string, own: string | undefined): string | null {
  if (override && override.path === pathname) return override.value;
  return own ?? null;
}

/** Renders the calling component again whenever a page sets, clears or resets its description. */
export function useDescriptionOverride(): Override | null {
  return useSyncExternalStore(subscribe, currentOverride, noOverride);
}

export function useMetaDescription(): MetaDescriptionApi {
  const { pathname } = useLocation();
  return useMemo(
    () => ({
      set: (text: string) => publish({ path: pathname, value: text }),
      clear: () => publish({ path: pathname, value: null }),
      reset: () => publish(null),
    }),
    [pathname],
  );
}
