import type { BodyType, VehicleFacets, VehicleSearchPage } from "~/lib/vehicles/vehicle-facts";
import { VEHICLE_SEARCH_FIELDS } from "~/lib/vehicles/vehicle-facts";
import type { VehicleSearch } from "~/lib/vehicles/vehicle-search";
import { filterWords, FORM_FIELDS, type SearchOutcome } from "./search-address";
import type { SearchTextField, SearchTitlePart } from "./search-title";
import type { SearchFormField, SearchFormValues } from "./vehicle-search-form";
import { listingAssumptionsText, vehicleCardView, type VehicleCardView } from "./vehicle-view";

/**
 * Everything the search page shows that its loader works out. It holds no text of the request's address
 * (React Router writes this data into an inline script of the page): which form fields the search used, the
 * names of the search's own fields it left out, counts, the cars (dealer data), the facets, and the title in
 * parts. The words that repeat the visitor's search are made from the address (search-address.ts).
 */
export interface SearchPageData extends SearchOutcome {
  readonly cars: readonly VehicleCardView[];
  readonly total: number;
  readonly pageSize: number;
  readonly facets: VehicleFacets;
  readonly assumptions: string;
  readonly newestYear: number;
  /** The listings could not be read just now. */
  readonly unavailable: boolean;
  /** The search in words for the page's title; undefined while the listings cannot be read. */
  readonly title: readonly SearchTitlePart[] | undefined;
}

/** The search's form values, as the server's search holds them (search-address.ts reads the same from the address). */
export function formValuesOf(search: VehicleSearch): SearchFormValues {
  const values = {} as Record<SearchFormField, string>;
  for (const field of FORM_FIELDS) {
    const value = search[field];
    values[field] = value === undefined || (field === "sort" && value === "newest") ? "" : String(value);
  }
  return values;
}

/**
 * The page's data for a search and its results. `ignored` names the parts of the address the search left
 * out; only names of the search's own fields are kept (any other name is the visitor's text). `countWithout`
 * tells, for an empty result, how many cars each search with one filter fewer would find, so the page can
 * suggest the ones that find some.
 */
export async function searchPageData(
  search: VehicleSearch,
  result: VehicleSearchPage | undefined,
  options: {
    readonly ignored: readonly string[];
    readonly newestYear: number;
    readonly countWithout?: (field: SearchFormField) => Promise<number>;
  },
): Promise<SearchPageData> {
  const values = formValuesOf(search);
  const total = result?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / search.pageSize));
  const widen: { field: SearchFormField; found: number }[] = [];
  if (result && total === 0 && options.countWithout) {
    for (const field of FORM_FIELDS) {
      if (field === "sort" || values[field] === "") continue;
      const found = await options.countWithout(field);
      if (found > 0) widen.push({ field, found });
    }
  }
  const searchFields: readonly string[] = VEHICLE_SEARCH_FIELDS;
  const unavailable = result === undefined;
  return {
    applied: FORM_FIELDS.filter((field) => values[field] !== ""),
    ignoredFields: options.ignored.filter((name) => searchFields.includes(name)),
    cars: result?.vehicles.map(vehicleCardView) ?? [],
    total,
    page: search.page,
    pageSize: search.pageSize,
    pageCount,
    facets: result?.facets ?? { make: {}, bodyType: {}, province: {} },
    widen,
    assumptions: listingAssumptionsText(),
    newestYear: options.newestYear,
    unavailable,
    title: unavailable ? undefined : searchTitleParts(values, total, search.page, pageCount),
  };
}

/** Body types in the plural, as a search names what it lists ("Toyota bakkies"). */
const BODY_TYPE_PLURALS: Readonly<Record<BodyType, string>> = {
  hatchback: "hatchbacks",
  sedan: "sedans",
  suv: "SUVs",
  bakkie: "bakkies",
  mpv: "MPVs",
  coupe: "coupés",
  van: "minibuses and vans",
};

const isBodyType = (value: string): value is BodyType => value in BODY_TYPE_PLURALS;

/** Stand-ins for the free-text fields while the title is worded; no cleaned text holds a control character. */
const STAND_IN: Readonly<Record<SearchTextField, string>> = { q: "\u0001q\u0001", make: "\u0001make\u0001" };

/**
 * The search in words for the page's title, so a tab, a bookmark and a screen reader's page title say which
 * search and which page of it this is: "Toyota bakkies, page 1 of 2", "Cars in Gauteng, diesel, up to
 * R 300 000, page 3 of 5", "Toyota coupés, none found". The make and the words searched for are left as
 * references (search-title.ts), filled in from the address.
 */
export function searchTitleParts(
  values: SearchFormValues,
  total: number,
  page: number,
  pageCount: number,
): SearchTitlePart[] {
  const shown = { ...values };
  for (const field of ["q", "make"] as const) if (shown[field]) shown[field] = STAND_IN[field];
  const kind = isBodyType(shown.bodyType) ? BODY_TYPE_PLURALS[shown.bodyType] : "cars";
  const subject = shown.make ? `${shown.make} ${kind}` : kind.charAt(0).toUpperCase() + kind.slice(1);
  const what = [subject];
  if (shown.q) what.push(`matching ${filterWords("q", shown.q)}`);
  if (shown.province) what.push(`in ${filterWords("province", shown.province)}`);
  const words = [what.join(" ")];
  for (const field of ["fuel", "transmission"] as const)
    if (shown[field]) words.push(filterWords(field, shown[field]).toLowerCase());
  for (const field of ["minPrice", "maxPrice", "minYear", "maxMileage"] as const)
    if (shown[field]) words.push(filterWords(field, shown[field]));
  words.push(total === 0 ? "none found" : `page ${page} of ${pageCount}`);
  return (
    words
      .join(", ")
      // eslint-disable-next-line no-control-regex -- the stand-ins are control characters, which no cleaned text holds
      .split(/\u0001(q|make)\u0001/)
      .map((part, index) => (index % 2 === 1 ? { field: part as SearchTextField } : part))
      .filter((part) => part !== "")
  );
}
