import { useMemo, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import {
  currentDescriptionOverride,
  publishDescriptionOverride,
  subscribeToDescriptionOverride,
  type DescriptionOverride,
} from "./description-override";

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

const noOverride = () => null;

/** Renders the calling component again whenever a page sets, clears or resets its description. */
export function useDescriptionOverride(): DescriptionOverride | null {
  return useSyncExternalStore(subscribeToDescriptionOverride, currentDescriptionOverride, noOverride);
}

export function useMetaDescription(): MetaDescriptionApi {
  const { pathname } = useLocation();
  return useMemo(
    () => ({
      set: (text: string) => publishDescriptionOverride({ path: pathname, value: text }),
      clear: () => publishDescriptionOverride({ path: pathname, value: null }),
      reset: () => publishDescriptionOverride(null),
    }),
    [pathname],
  );
}
