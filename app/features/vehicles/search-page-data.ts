import {
  BODY_TYPE_LABELS,
  type BodyType,
  FIND_A_CAR_PATH,
  formatKilometres,
  FUEL_LABELS,
  PROVINCE_LABELS,
  TRANSMISSION_LABELS,
  type VehicleFacets,
  type VehicleSearchPage,
} from "~/lib/vehicles/vehicle-facts";
import type { VehicleSearch } from "~/lib/vehicles/vehicle-search";
import { formatRand } from "~/lib/format/currency";
import type { SearchFormField, SearchFormValues } from "./vehicle-search-form";
import { listingAssumptionsText, vehicleCardView, type VehicleCardView } from "./vehicle-view";

/** A link the page offers: its words and the address it goes to. */
export interface PageLink {
  readonly label: string;
  readonly href: string;
}

/** Everything the search page shows, worked out in its loader. */
export interface SearchPageData {
  readonly values: SearchFormValues;
  readonly cars: readonly VehicleCardView[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  readonly pageCount: number;
  readonly previous: string | undefined;
  readonly next: string | undefined;
  readonly facets: VehicleFacets;
  /** With no results: searches with one filter fewer, each with what it would find. */
  readonly widen: readonly PageLink[];
  /** Parts of the address that were not valid and were left out. */
  readonly ignored: readonly string[];
  readonly assumptions: string;
  readonly newestYear: number;
  /** The listings could not be read just now. */
  readonly unavailable: boolean;
}

const FORM_FIELDS: readonly SearchFormField[] = [
  "q",
  "make",
  "bodyType",
  "fuel",
  "transmission",
  "province",
  "minPrice",
  "maxPrice",
  "minYear",
  "maxMileage",
  "sort",
];

export function formValuesOf(search: VehicleSearch): SearchFormValues {
  const values = {} as Record<SearchFormField, string>;
  for (const field of FORM_FIELDS) {
    const value = search[field];
    values[field] = value === undefined || (field === "sort" && value === "newest") ? "" : String(value);
  }
  return values;
}

/** The page's address for a search: only the fields that are set, page 1 left out. */
export function searchHref(values: SearchFormValues, page = 1): string {
  const query = new URLSearchParams();
  for (const field of FORM_FIELDS) if (values[field] !== "") query.set(field, values[field]);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `${FIND_A_CAR_PATH}?${text}` : FIND_A_CAR_PATH;
}

/** How a set filter reads in "Remove …" links. */
export function filterWords(field: SearchFormField, value: string): string {
  switch (field) {
    case "q":
      return `“${value}”`;
    case "bodyType":
      return BODY_TYPE_LABELS[value as keyof typeof BODY_TYPE_LABELS] ?? value;
    case "province":
      return PROVINCE_LABELS[value as keyof typeof PROVINCE_LABELS] ?? value;
    case "fuel":
      return FUEL_LABELS[value as keyof typeof FUEL_LABELS] ?? value;
    case "transmission":
      return TRANSMISSION_LABELS[value as keyof typeof TRANSMISSION_LABELS] ?? value;
    case "minPrice":
      return `from ${formatRand(Number(value))}`;
    case "maxPrice":
      return `up to ${formatRand(Number(value))}`;
    case "minYear":
      return `${value} or newer`;
    case "maxMileage":
      return `up to ${formatKilometres(Number(value))}`;
    default:
      return value;
  }
}

/**
 * The page's data for a search and its results. `countWithout` tells, for an empty result, how many cars
 * each search with one filter fewer would find, so the page can suggest the ones that find some.
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
  const widen: PageLink[] = [];
  if (result && total === 0 && options.countWithout) {
    for (const field of FORM_FIELDS) {
      if (field === "sort" || values[field] === "") continue;
      const found = await options.countWithout(field);
      if (found > 0)
        widen.push({
          label: `Remove ${filterWords(field, values[field])} (${found} ${found === 1 ? "car" : "cars"})`,
          href: searchHref({ ...values, [field]: "" }),
        });
    }
  }
  return {
    values,
    cars: result?.vehicles.map(vehicleCardView) ?? [],
    total,
    page: search.page,
    pageSize: search.pageSize,
    pageCount,
    previous: search.page > 1 ? searchHref(values, Math.min(search.page - 1, pageCount)) : undefined,
    next: search.page < pageCount ? searchHref(values, search.page + 1) : undefined,
    facets: result?.facets ?? { make: {}, bodyType: {}, province: {} },
    widen,
    ignored: options.ignored,
    assumptions: listingAssumptionsText(),
    newestYear: options.newestYear,
    unavailable: result === undefined,
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

/**
 * The search in words for the page's title, so a tab, a bookmark and a screen reader's page title say which
 * search and which page of it this is: "Toyota bakkies, page 1 of 2", "Cars in Gauteng, diesel, up to
 * R 300 000, page 3 of 5", "Toyota coupés, none found". Undefined when the listings could not be read.
 */
export function searchTitle(data: SearchPageData): string | undefined {
  if (data.unavailable) return undefined;
  const { values } = data;
  const kind = isBodyType(values.bodyType) ? BODY_TYPE_PLURALS[values.bodyType] : "cars";
  const subject = values.make ? `${values.make} ${kind}` : kind.charAt(0).toUpperCase() + kind.slice(1);
  const what = [subject];
  if (values.q) what.push(`matching ${filterWords("q", values.q)}`);
  if (values.province) what.push(`in ${filterWords("province", values.province)}`);
  const words = [what.join(" ")];
  for (const field of ["fuel", "transmission"] as const)
    if (values[field]) words.push(filterWords(field, values[field]).toLowerCase());
  for (const field of ["minPrice", "maxPrice", "minYear", "maxMileage"] as const)
    if (values[field]) words.push(filterWords(field, values[field]));
  words.push(data.total === 0 ? "none found" : `page ${data.page} of ${data.pageCount}`);
  return words.join(", ");
}
