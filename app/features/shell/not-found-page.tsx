import { Form, Link, useLocation, useSearchParams } from "react-router";
import { sitePages, type PageKey } from "~/content/site-pages";
import { buttonClassName } from "~/ui/button/button-style";
import "~/ui/layout-grid/card-grid.css";
import "~/ui/link-card/link-card.css";
import type { NotFoundSearch } from "./not-found-search";
import "./status-page.css";

/** The pages most visitors come for, as cards with their descriptions (the lead links home already). */
const POPULAR: readonly PageKey[] = [
  "privateFinance",
  "findACar",
  "business",
  "usefulTools",
  "cashpowerPersonalLoans",
  "vehicleFinanceGuide",
];

/** §4.4: searches shorter than this find nothing. */
const MIN_QUERY_LENGTH = 3;

/** The error page for any path the site does not have (§2.1): a way home, a search and popular pages. */
export function NotFoundPage({ search }: { readonly search?: NotFoundSearch }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const query = (params.get("q") ?? "").trim();
  // Ranked on the server (not-found-search.server.ts), so the index never comes to the browser; the query
  // is read from the address here, the server's data does not repeat it.
  const results = search?.results ?? [];

  return (
    <div className="status-page container">
      <p className="status-page__code">Error 404</p>
      <h1>We can’t find that page</h1>
      <p className="status-page__lead">
        The address may be mistyped, or the page may have moved. Search for what you need, go to the{" "}
        <Link to="/">home page</Link>, or pick one of the pages below.
      </p>

      {/* The form sits in the root error boundary, so without an explicit action it would submit to "/". */}
      <Form method="get" action={pathname} role="search" className="status-page__search" aria-label="Search the site">
        <label htmlFor="not-found-search">Search the site</label>
        <div className="status-page__search-row">
          <input
            id="not-found-search"
            name="q"
            type="search"
            defaultValue={query}
            placeholder="What are you looking for?"
            minLength={MIN_QUERY_LENGTH}
            maxLength={100}
            autoComplete="off"
          />
          <button type="submit" className={buttonClassName({ theme: "action" })}>
            Search
          </button>
        </div>
      </Form>

      {query !== "" && (
        <section aria-labelledby="not-found-results" className="status-page__results">
          <h2 id="not-found-results">Results for “{query}”</h2>
          {results.length === 0 ? (
            <p>
              {query.length < MIN_QUERY_LENGTH
                ? `Type at least ${MIN_QUERY_LENGTH} characters to search.`
                : "No Results Found"}
            </p>
          ) : (
            <ul>
              {results.map((result) => (
                <li key={result.pageUrl}>
                  <Link to={result.pageUrl}>
                    {result.matchValue.map((segment, index) =>
                      segment.match ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
                    )}
                  </Link>
                  {result.description && <p className="status-page__result-description">{result.description}</p>}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <section aria-labelledby="not-found-popular" className="status-page__popular">
        <h2 id="not-found-popular">Popular pages</h2>
        <ul className="card-grid">
          {POPULAR.map((key) => (
            <li key={key}>
              <Link className="link-card" to={`/${sitePages[key].path}`}>
                <span className="link-card__title">{sitePages[key].title}</span>
                <span className="link-card__text">{sitePages[key].description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
