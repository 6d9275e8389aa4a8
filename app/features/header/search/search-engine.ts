import { searchIndex } from "~/content/search-index";
import { searchPages, type SearchResult } from "~/lib/search/rank";

/**
 * The site's search over its own index. Loaded on the first search, so the index and the ranking stay
 * out of the code every page downloads.
 */
export function searchSite(query: string): SearchResult[] {
  return searchPages(query, searchIndex);
}
