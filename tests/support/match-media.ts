import { vi } from "vitest";

/**
 * Gives jsdom (which has no media queries) a `matchMedia` that answers `matches(query)` for every query, as a
 * browser of a given width or setting would. Undo with `vi.unstubAllGlobals()`.
 */
export function stubMatchMedia(matches: (query: string) => boolean): void {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: matches(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
