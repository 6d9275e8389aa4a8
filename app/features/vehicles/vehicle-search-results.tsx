import { useEffect, useRef } from "react";
import { Link, useLocation, useNavigation } from "react-router";
import { FIND_A_CAR_PATH } from "~/lib/vehicles/vehicle-facts";
import { FIGURE, KeepWhole } from "~/ui/keep-whole/keep-whole";
import type { SearchPageData } from "./search-page-data";
import { FOCUS_RESULT_COUNT, RESULTS_ID, wantsResultCountFocus } from "./results-anchor";
import { useSearchLinks } from "./search-address";
import { VehicleCard } from "./vehicle-card";

/**
 * Where keyboard focus goes once a new search is shown. The control that changed the search keeps it (the
 * form stays the same elements); when that control is gone with the old results (a link that widened the
 * search, "See every car for sale") focus would fall to the page's body and the next Tab would start from the
 * top, so it goes to the result count instead. Links that ask for it in their history state ("Clear all
 * filters", the pages of results) send it there too. A change of the address that loads no new search (the
 * calculator on the page writes its figures into it) leaves focus alone, as does the first render.
 */
function useResultCountFocus(data: SearchPageData) {
  const count = useRef<HTMLParagraphElement>(null);
  const { state } = useLocation();
  const shown = useRef(data);
  useEffect(() => {
    if (shown.current === data) return;
    shown.current = data;
    const active = document.activeElement;
    const lost = active === null || active === document.body || !active.isConnected;
    if (lost || wantsResultCountFocus(state)) count.current?.focus();
  }, [data, state]);
  return count;
}

/**
 * The results of a search: how many cars were found (announced when it changes), the cards, paging, and
 * with no results a way to widen the search. The assumptions of the monthly figures are stated once, here.
 */
export function VehicleSearchResults({ data }: { readonly data: SearchPageData }) {
  const navigation = useNavigation();
  const countRef = useResultCountFocus(data);
  const { ignored, previous, next, widen } = useSearchLinks(data);
  const searching = navigation.state !== "idle" && navigation.location?.pathname === FIND_A_CAR_PATH;
  const first = (data.page - 1) * data.pageSize + 1;
  return (
    <section
      className="vehicle-results"
      aria-labelledby="vehicle-results-heading"
      aria-busy={searching || undefined}
      data-state={searching ? "searching" : "idle"}
      id={RESULTS_ID}
    >
      <h2 id="vehicle-results-heading" className="visually-hidden">
        Cars for sale
      </h2>
      <p className="vehicle-results__count" role="status" data-testid="result-count" tabIndex={-1} ref={countRef}>
        {data.unavailable
          ? "We cannot show cars for sale just now. Please try again in a moment."
          : data.total === 0
            ? "No cars match your search."
            : `${data.total} ${data.total === 1 ? "car" : "cars"} found${data.pageCount > 1 ? `, page ${data.page} of ${data.pageCount}` : ""}`}
      </p>
      {ignored.length > 0 && (
        <p className="vehicle-results__notice">
          Part of the address could not be read and was left out of the search: {ignored.join(", ")}.
        </p>
      )}
      {data.total === 0 && !data.unavailable && (
        <div className="vehicle-results__empty">
          <p>Try a wider search: fewer filters, a higher price or an older year.</p>
          {widen.length > 0 && (
            <ul>
              {widen.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} preventScrollReset>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link to={FIND_A_CAR_PATH}>See every car for sale</Link>
          </p>
        </div>
      )}
      {data.cars.length > 0 && (
        <ol className="vehicle-results__list" start={first}>
          {data.cars.map((car) => (
            <li key={car.id}>
              <VehicleCard car={car} />
            </li>
          ))}
        </ol>
      )}
      {(previous || next) && (
        <nav className="vehicle-results__paging" aria-label="Pages of results">
          {previous ? (
            <Link to={previous} rel="prev" state={FOCUS_RESULT_COUNT}>
              Previous page
            </Link>
          ) : (
            <span />
          )}
          <span>
            Page {data.page} of {data.pageCount}
          </span>
          {next ? (
            <Link to={next} rel="next" state={FOCUS_RESULT_COUNT}>
              Next page
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
      <p className="vehicle-results__assumptions" id="finance-assumptions">
        <span aria-hidden="true">* </span>
        <KeepWhole text={data.assumptions} pattern={FIGURE} />
      </p>
    </section>
  );
}
