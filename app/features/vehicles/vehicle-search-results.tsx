import { Link, useNavigation } from "react-router";
import { FIND_A_CAR_PATH } from "~/lib/vehicles/vehicle-facts";
import { FIGURE, KeepWhole } from "~/ui/keep-whole/keep-whole";
import type { SearchPageData } from "./search-page-data";
import { RESULTS_ID } from "./results-anchor";
import { VehicleCard } from "./vehicle-card";

/**
 * The results of a search: how many cars were found (announced when it changes), the cards, paging, and
 * with no results a way to widen the search. The assumptions of the monthly figures are stated once, here.
 */
export function VehicleSearchResults({ data }: { readonly data: SearchPageData }) {
  const navigation = useNavigation();
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
      <p className="vehicle-results__count" role="status" data-testid="result-count">
        {data.unavailable
          ? "We cannot show cars for sale just now. Please try again in a moment."
          : data.total === 0
            ? "No cars match your search."
            : `${data.total} ${data.total === 1 ? "car" : "cars"} found${data.pageCount > 1 ? `, page ${data.page} of ${data.pageCount}` : ""}`}
      </p>
      {data.ignored.length > 0 && (
        <p className="vehicle-results__notice">
          Part of the address could not be read and was left out of the search: {data.ignored.join(", ")}.
        </p>
      )}
      {data.total === 0 && !data.unavailable && (
        <div className="vehicle-results__empty">
          <p>Try a wider search: fewer filters, a higher price or an older year.</p>
          {data.widen.length > 0 && (
            <ul>
              {data.widen.map((link) => (
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
      {(data.previous || data.next) && (
        <nav className="vehicle-results__paging" aria-label="Pages of results">
          {data.previous ? (
            <Link to={data.previous} rel="prev">
              Previous page
            </Link>
          ) : (
            <span />
          )}
          <span>
            Page {data.page} of {data.pageCount}
          </span>
          {data.next ? (
            <Link to={data.next} rel="next">
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
