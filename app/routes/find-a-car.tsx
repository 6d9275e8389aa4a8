import { isCalculatorParameter } from "~/lib/finance/calculator-parameters";
import { keepDataWhileCalculating } from "~/features/calculators/shared/calculator-revalidation";
import { data } from "react-router";
import { content } from "~/content/pages/find-a-car";
import { AffordabilityCalculator } from "~/features/calculators/deferred-calculators";
import { ContentPage, type PageCalculators } from "~/features/content-page/content-page";
import { CallBackCard } from "~/features/leads/call-back-card";
import { headMeta } from "~/features/seo/page-meta";
import { sitePages, type SitePage } from "~/content/site-pages";
import type { PageHandle } from "~/content/page-handle";
import { searchPageData } from "~/features/vehicles/search-page-data";
import { fillSearchTitle } from "~/features/vehicles/search-title";
import { DeferredVehicleSearchForm, DeferredVehicleSearchResults } from "~/features/vehicles/deferred-vehicle-search";
import { lenientVehicleSearch, vehicleMaxYear } from "~/lib/vehicles/vehicle-search";
import type { VehicleSearchPage } from "~/lib/vehicles/vehicle-facts";
import type { Route } from "./+types/find-a-car";
import { siteContext } from "~/load-context";

const calculators: PageCalculators = { affordability: AffordabilityCalculator };

export const handle: PageHandle = { page: "findACar" };

/**
 * The title names the search and the page of its results ("Toyota bakkies, page 1 of 2 | Find a car"), so a
 * tab, a bookmark or a screen reader's title tells one search from another; it follows each new search. The
 * loader words it, so the search's words and the finance code behind them stay out of the browser's download;
 * the make and the words searched for are filled in from the address (search-title.ts), never carried in the
 * loader's data.
 */
export const meta: Route.MetaFunction = (args) => {
  const page: SitePage = sitePages.findACar;
  const parts = args.loaderData?.title;
  const title = parts
    ? `${fillSearchTitle(parts, new URLSearchParams(args.location.search))} | ${page.title}`
    : page.title;
  return headMeta({ title, description: page.description, indexable: page.indexable !== false }, args);
};

/**
 * The search runs here, on the server: filters, facets and the monthly figure of every car are worked out in
 * the loader, so the browser gets the cards to show and no listing data or formula. The loader's data
 * repeats nothing of the address (it is written into an inline script of the page): the form's values and
 * the links are made from the address by the components (search-address.ts).
 * A part of the address that is not a valid filter is left out (and named on the page) rather than
 * failing the page. The affordability calculator's figures share the address and are not filters. While the
 * listings cannot be read the page says so, and no cache keeps that copy.
 */
export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(siteContext);
  const filters = new URLSearchParams([...url.searchParams].filter(([key]) => !isCalculatorParameter(key)));
  const { search, ignored } = lenientVehicleSearch(filters);
  const reader = context.vehicles;
  let result: VehicleSearchPage | undefined;
  try {
    result = reader ? await reader.search(search) : undefined;
  } catch {
    result = undefined;
  }
  const page = await searchPageData(search, result, {
    ignored,
    newestYear: vehicleMaxYear(),
    countWithout: reader
      ? async (field) => (await reader.search({ ...search, [field]: undefined, page: 1, pageSize: 1 })).total
      : undefined,
  }).catch(() => searchPageData(search, undefined, { ignored, newestYear: vehicleMaxYear() }));
  return page.unavailable ? data(page, { headers: { "Cache-Control": "no-store" } }) : page;
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const cacheControl = loaderHeaders.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : new Headers();
}

export default function FindACarPage({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPage
      callBackCard={CallBackCard}
      content={content}
      calculators={calculators}
      intro={
        <div className="container vehicle-search-page">
          <DeferredVehicleSearchForm
            applied={loaderData.applied}
            facets={loaderData.unavailable ? undefined : loaderData.facets}
            newestYear={loaderData.newestYear}
          />
          <DeferredVehicleSearchResults data={loaderData} />
        </div>
      }
    />
  );
}

// Typing in the calculator rewrites the query: the page keeps its data rather than loading it again.
export const shouldRevalidate = keepDataWhileCalculating;
