import { SEARCH_MIN_LENGTH } from "./search-constants";

/** One page in the site search index (§3). */
export interface SearchIndexEntry {
  readonly pageName: string;
  readonly href: string;
  readonly openNewWindow: boolean;
  readonly tags: readonly string[];
  /** A sentence about the page, shown under its name in the results (not scored). */
  readonly description?: string;
}

export interface RankedEntry {
  readonly entry: SearchIndexEntry;
  readonly score: number;
}

const words = (query: string) => query.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * Scores the index against a query exactly as §7 says: every tag that contains any word of the query
 * scores 1; a page name that contains the whole query scores 10 more. Case does not matter. Pages that
 * score 0 are dropped; the rest are sorted by score, highest first, ties keeping index order.
 */
export function rankPages(query: string, index: readonly SearchIndexEntry[]): RankedEntry[] {
  const whole = query.trim().toLowerCase();
  const queryWords = words(whole);
  if (queryWords.length === 0) return [];
  return index
    .map((entry) => {
      const tagScore = entry.tags.filter((tag) => {
        const lowerTag = tag.toLowerCase();
        return queryWords.some((word) => lowerTag.includes(word));
      }).length;
      const nameScore = entry.pageName.toLowerCase().includes(whole) ? 10 : 0;
      return { entry, score: tagScore + nameScore };
    })
    .filter((ranked) => ranked.score > 0)
    .sort((a, b) => b.score - a.score);
}

export interface HighlightSegment {
  readonly text: string;
  readonly match: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Splits text into plain and matching parts for every word of the query, so a result can show its
 * matches highlighted without building markup from the query (nothing the visitor types becomes HTML).
 */
export function highlightSegments(text: string, query: string): HighlightSegment[] {
  const queryWords = [...new Set(words(query))].sort((a, b) => b.length - a.length);
  if (queryWords.length === 0) return [{ text, match: false }];
  const pattern = new RegExp(`(${queryWords.map(escapeRegExp).join("|")})`, "gi");
  return text
    .split(pattern)
    .filter((part) => part !== "")
    .map((part) => ({ text: part, match: queryWords.includes(part.toLowerCase()) }));
}

export { SEARCH_CLICK_AWAY_ARM_MS, SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from "./search-constants";

/** One search result (§3): where it goes, whether it opens a new window, and its name split for highlighting. */
export interface SearchResult {
  readonly pageUrl: string;
  readonly pageName: string;
  readonly openNewWindow: boolean;
  readonly matchValue: readonly HighlightSegment[];
  /** What the page is about, shown under the name. */
  readonly description?: string;
}

/** §4.4: a query shorter than 3 characters (after trimming) gives no results; otherwise the §7 ranking. */
export function searchPages(query: string, index: readonly SearchIndexEntry[]): SearchResult[] {
  if (query.trim().length < SEARCH_MIN_LENGTH) return [];
  return rankPages(query, index).map(({ entry }) => ({
    pageUrl: entry.href,
    pageName: entry.pageName,
    openNewWindow: entry.openNewWindow,
    matchValue: highlightSegments(entry.pageName, query),
    description: entry.description,
  }));
}
