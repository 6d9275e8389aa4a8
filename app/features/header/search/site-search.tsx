import { PageLink } from "~/ui/page-link/page-link";
import type { SearchResult } from "~/lib/search/rank";
import { Icon } from "~/ui/icon/icon";
import type { SiteSearchController } from "./use-site-search";
import "./site-search.css";

export interface SiteSearchProps {
  readonly search: SiteSearchController;
}

function Highlighted({ result }: { readonly result: SearchResult }) {
  // Built from text segments, never from markup, so nothing typed into the box can become HTML. The
  // description sits under the name, so a visitor can tell the pages apart before following one.
  return (
    <>
      <span className="site-search__name">
        {result.matchValue.map((segment, index) =>
          segment.match ? (
            <mark key={index} className="site-search__match">
              {segment.text}
            </mark>
          ) : (
            <span key={index}>{segment.text}</span>
          ),
        )}
      </span>
      {result.description && <span className="site-search__description">{result.description}</span>}
    </>
  );
}

/**
 * The search bar and its results dropdown (§2.4): a combobox whose listbox holds the results as links
 * (the option is the link itself, so a click follows it and Enter on the active option does the same).
 */
export function SiteSearch({ search }: SiteSearchProps) {
  const {
    phase,
    results,
    activeIndex,
    barId,
    listboxId,
    optionId,
    containerRef,
    inputProps,
    cancel,
    followResult,
    setActiveIndex,
  } = search;
  const searching = phase === "searching";
  const expanded = results !== null && results.length > 0;
  return (
    <div
      id={barId}
      ref={containerRef}
      className="site-search"
      data-state={searching ? "open" : "closed"}
      hidden={!searching}
    >
      <div className="site-search__bar container" role="search">
        <Icon name="search" className="site-search__glass" />
        <label htmlFor={inputProps.id} className="visually-hidden">
          Search the site
        </label>
        <input className="site-search__input" {...inputProps} />
        <button type="button" className="site-search__cancel" onClick={() => cancel(true)}>
          <Icon name="close" />
          <span className="visually-hidden">Cancel search</span>
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {results === null ? "" : results.length === 0 ? "No Results Found" : `${results.length} results`}
      </p>
      <div
        className="site-search__dropdown container"
        data-state={results === null ? "closed" : "open"}
        hidden={results === null}
      >
        <div
          id={listboxId}
          role="listbox"
          aria-label="Search results"
          className="site-search__results"
          hidden={!expanded}
        >
          {results?.map((result, index) => {
            const shared = {
              id: optionId(index),
              role: "option" as const,
              "aria-selected": index === activeIndex,
              tabIndex: -1,
              className: "site-search__result",
              onClick: followResult,
              onMouseMove: () => setActiveIndex(index),
            };
            return result.openNewWindow ? (
              <a key={result.pageUrl} {...shared} href={result.pageUrl} target="_blank" rel="noopener">
                <Highlighted result={result} />
                <span className="visually-hidden"> (opens in a new window)</span>
              </a>
            ) : (
              <PageLink key={result.pageUrl} {...shared} to={result.pageUrl}>
                <Highlighted result={result} />
              </PageLink>
            );
          })}
        </div>
        {results !== null && results.length === 0 && <p className="site-search__empty">No Results Found</p>}
      </div>
    </div>
  );
}
