/**
 * What the window does after a navigation (§2.1): new pages start at the top, a hash scrolls to its
 * element, going back restores where the visitor was, and moving between pages that share a flow (the
 * graduate-finance pages) keeps the scroll position.
 */
export type ScrollAction =
  | { readonly kind: "top" }
  | { readonly kind: "hash"; readonly id: string }
  | { readonly kind: "restore"; readonly y: number }
  | { readonly kind: "keep" };

export interface NavigationFacts {
  /** Path shown before this navigation; null on the first render of the document. */
  readonly previousPath: string | null;
  readonly nextPath: string;
  /** The location hash, with or without "#". */
  readonly hash: string;
  readonly navigationType: "POP" | "PUSH" | "REPLACE";
  /** Position saved for this history entry, when the visitor has been here before. */
  readonly savedY: number | undefined;
  /** Pages between which the position is kept. */
  readonly keepBetween: readonly string[];
}

const normalise = (path: string) => path.replace(/\/+$/, "") || "/";

export function scrollActionFor(facts: NavigationFacts): ScrollAction {
  const id = decodeHashId(facts.hash);
  if (facts.navigationType === "POP" && facts.savedY !== undefined) {
    return { kind: "restore", y: facts.savedY };
  }
  if (id) return { kind: "hash", id };
  if (facts.previousPath === null) return { kind: "keep" };
  if (facts.navigationType === "POP") return { kind: "top" };
  const keep = facts.keepBetween.map(normalise);
  if (keep.includes(normalise(facts.previousPath)) && keep.includes(normalise(facts.nextPath))) {
    return { kind: "keep" };
  }
  return { kind: "top" };
}

/** The element id a hash points at, or "" for none. */
export function decodeHashId(hash: string): string {
  const raw = hash.startsWith("#") ? hash.slice(1) : hash;
  if (!raw) return "";
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * One legacy browser (EdgeHTML, and Internet Explorer before it) lays the page out late, so the hash
 * scroll waits 300 ms there (§2.1, §9).
 */
export function hashScrollDelay(userAgent: string): number {
  return /\bEdge\/\d+|Trident\//.test(userAgent) ? LEGACY_HASH_SCROLL_DELAY_MS : 0;
}

export const LEGACY_HASH_SCROLL_DELAY_MS = 300;
