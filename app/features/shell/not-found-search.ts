import type { SearchResult } from "~/lib/search/rank";

/**
 * What the error page shows for a search typed into it: the §7 results. Not the query: React Router writes
 * this data into an inline script, and no text of a visitor's belongs in a script; the page reads the
 * query from its address.
 */
export interface NotFoundSearch {
  readonly results: readonly SearchResult[];
}

/** The search a 404 answer carries (not-found-search.server.ts), if it carries one. */
export function notFoundSearchOf(errorData: unknown): NotFoundSearch | undefined {
  if (typeof errorData !== "object" || errorData === null || !("search" in errorData)) return undefined;
  const { search } = errorData as { search: unknown };
  if (typeof search !== "object" || search === null || !Array.isArray((search as NotFoundSearch).results))
    return undefined;
  return search as NotFoundSearch;
}
