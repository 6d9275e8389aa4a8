import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { isCalculatorParameter } from "~/lib/finance/calculator-parameters";
import { formatRand } from "~/lib/format/currency";
import {
  BODY_TYPE_LABELS,
  FIND_A_CAR_PATH,
  formatKilometres,
  FUEL_LABELS,
  PROVINCE_LABELS,
  TRANSMISSION_LABELS,
  VEHICLE_SEARCH_FIELDS,
} from "~/lib/vehicles/vehicle-facts";
import { searchText } from "./search-title";
import type { SearchFormField, SearchFormValues } from "./vehicle-search-form";

/**
 * The search page's words that repeat what a visitor typed: the form's values, the links that page or
 * widen the search, the parts of the address left out. They are worked out here from the page's address
 * (`useSearchParams`, which reads the request's address during the server's render and the browser's
 * afterwards, so both render the same), never carried in the loader's data: React Router writes that data
 * into an inline script, and no text of a visitor's belongs in a script. The loader says only what it
 * decided: which fields the search used (`applied`), which of the search's own fields it left out.
 */

/** A link the page offers: its words and the address it goes to. */
export interface PageLink {
  readonly label: string;
  readonly href: string;
}

/** The search's fields that are not the form's: the model and the page are set by the page's links. */
const LINK_ONLY_FIELDS: ReadonlySet<string> = new Set(["model", "page", "pageSize"]);

/** The form's fields, in the order the search lists them (vehicle-facts.ts). */
export const FORM_FIELDS: readonly SearchFormField[] = VEHICLE_SEARCH_FIELDS.filter(
  (field): field is SearchFormField => !LINK_ONLY_FIELDS.has(field),
);

const NUMBER_FIELDS: ReadonlySet<SearchFormField> = new Set(["minPrice", "maxPrice", "minYear", "maxMileage"]);

/**
 * The form's values: each field the search used, as the search read it (text cleaned and trimmed, a
 * number as a number, "newest" as no order chosen); "" for every other field.
 */
export function searchFormValues(params: URLSearchParams, applied: readonly SearchFormField[]): SearchFormValues {
  const values = {} as Record<SearchFormField, string>;
  for (const field of FORM_FIELDS) {
    const raw = params.get(field) ?? "";
    values[field] = !applied.includes(field)
      ? ""
      : field === "q" || field === "make"
        ? searchText(params, field)
        : NUMBER_FIELDS.has(field)
          ? String(Number(raw))
          : raw;
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

/** How a set filter reads in "Remove …" links and in the page's title. */
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
 * The parts of the address the search left out, in the address's order: the search's own fields the loader
 * names as not valid, and any other name that is neither a search field nor a calculator's figure.
 */
export function ignoredParameters(params: URLSearchParams, ignoredFields: readonly string[]): string[] {
  const known: readonly string[] = VEHICLE_SEARCH_FIELDS;
  const ignored: string[] = [];
  for (const key of params.keys()) {
    if (ignored.includes(key)) continue;
    if (known.includes(key) ? ignoredFields.includes(key) : !isCalculatorParameter(key)) ignored.push(key);
  }
  return ignored;
}

/** What the loader says about a search, as far as the words below need it. */
export interface SearchOutcome {
  readonly applied: readonly SearchFormField[];
  readonly ignoredFields: readonly string[];
  readonly page: number;
  readonly pageCount: number;
  readonly widen: readonly { readonly field: SearchFormField; readonly found: number }[];
}

/**
 * The form's values for the page's address. A new object only when a search lands (the loader's answer is
 * new) or the search's fields in the address change, not when a calculator on the page rewrites its own
 * figures in the address: the form resets its fields to these whenever they are a new object.
 */
export function useSearchFormValues(applied: readonly SearchFormField[]): SearchFormValues {
  const [params] = useSearchParams();
  const fields = FORM_FIELDS.map((field) => params.get(field) ?? "").join("\n");
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `fields` is what the values read of `params`
  return useMemo(() => searchFormValues(params, applied), [fields, applied]);
}

/** The words and links of the results that repeat the search: the left-out parts, paging, widening. */
export function useSearchLinks(outcome: SearchOutcome): {
  readonly ignored: readonly string[];
  readonly previous: string | undefined;
  readonly next: string | undefined;
  readonly widen: readonly PageLink[];
} {
  const [params] = useSearchParams();
  const values = useSearchFormValues(outcome.applied);
  const { page, pageCount } = outcome;
  return {
    ignored: ignoredParameters(params, outcome.ignoredFields),
    previous: page > 1 ? searchHref(values, Math.min(page - 1, pageCount)) : undefined,
    next: page < pageCount ? searchHref(values, page + 1) : undefined,
    widen: outcome.widen.map(({ field, found }) => ({
      label: `Remove ${filterWords(field, values[field])} (${found} ${found === 1 ? "car" : "cars"})`,
      href: searchHref({ ...values, [field]: "" }),
    })),
  };
}
