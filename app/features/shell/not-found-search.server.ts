import { data } from "react-router";
import { searchIndex } from "~/content/search-index";
import { searchPages } from "~/lib/search/rank";
import type { NotFoundSearch } from "./not-found-search";

/** The longest query the error page's search box takes; a longer one (typed into the address) finds nothing. */
const MAX_QUERY_LENGTH = 100;

/**
 * The 404 answer of a loader, carrying the results of the error page's search (`?q=`), ranked here on the
 * server: the search index and its ranking stay out of the JavaScript every page downloads. The results are
 * the site's own pages (names, addresses, descriptions); the query itself is not repeated.
 */
export function notFound(request: Request) {
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim();
  const ranked = query !== "" && query.length <= MAX_QUERY_LENGTH;
  const search: NotFoundSearch = { results: ranked ? searchPages(query, searchIndex) : [] };
  return data({ search }, { status: 404 });
}
