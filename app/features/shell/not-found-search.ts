import type { SearchResult } from "~/lib/search/rank";

/** What the error page shows for a search typed into it: the query and the §7 results. */
export interface NotFoundSearch {
  readonly query: string;
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
