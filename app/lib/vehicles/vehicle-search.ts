import { z } from "~/lib/validation/zod";
import { plainText } from "~/lib/sanitize/plain-text";
import { VEHICLE_FINANCE_LIMITS } from "~/lib/finance/vehicle-finance";
import {
  BODY_TYPES,
  FUELS,
  PROVINCES,
  TRANSMISSIONS,
  VEHICLE_SEARCH_FIELDS,
  VEHICLE_SORTS,
  VEHICLE_STATUSES,
} from "./vehicle-facts";

/**
 * The rules of a car search and of a listing, as zod schemas shared by the API (server/api/vehicles.ts),
 * the dealer feed and the search page's loader. Only server code and loaders import this file, so zod
 * never reaches a visitor's browser for it.
 */

/** 24 cars fill every row of the results, in one, two, three or four columns. */
export const VEHICLE_DEFAULT_PAGE_SIZE = 24;
export const VEHICLE_MAX_PAGE_SIZE = 50;
export const VEHICLE_SEARCH_TEXT_MAX = 80;
/** Oldest model year a listing may have; the newest is next year (cars are sold as next year's models). */
export const VEHICLE_MIN_YEAR = 1950;
export const vehicleMaxYear = (now: Date = new Date()) => now.getUTCFullYear() + 1;
export const VEHICLE_MAX_MILEAGE_KM = 2_000_000;

/** A form sends an empty text for a filter left alone: that is no filter. */
const blankIsAbsent = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankIsAbsent, schema.optional());
const wholeNumber = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
/**
 * A line of text: cleaned of control and direction-changing characters (plain-text.ts) before it is
 * trimmed and measured, so a dealer feed or a search cannot put them on a car's page or in the database.
 */
const text = (max: number) => z.string().transform(plainText).pipe(z.string().trim().min(1).max(max));
/** The same for a field that may be left empty. */
const optionalText = (max: number) =>
  z.preprocess((value) => value ?? "", z.string().transform(plainText).pipe(z.string().trim().max(max)));

/** The query of GET /api/vehicles and of the search page: every field optional, unknown ones refused. */
export const vehicleSearchSchema = z
  .strictObject({
    q: optional(text(VEHICLE_SEARCH_TEXT_MAX)),
    make: optional(text(40)),
    model: optional(text(60)),
    bodyType: optional(z.enum(BODY_TYPES)),
    fuel: optional(z.enum(FUELS)),
    transmission: optional(z.enum(TRANSMISSIONS)),
    province: optional(z.enum(PROVINCES)),
    minPrice: optional(wholeNumber(0, VEHICLE_FINANCE_LIMITS.priceMax)),
    maxPrice: optional(wholeNumber(0, VEHICLE_FINANCE_LIMITS.priceMax)),
    minYear: optional(wholeNumber(VEHICLE_MIN_YEAR, 2100)),
    maxMileage: optional(wholeNumber(0, VEHICLE_MAX_MILEAGE_KM)),
    sort: z.preprocess(blankIsAbsent, z.enum(VEHICLE_SORTS).default("newest")),
    page: z.preprocess(blankIsAbsent, wholeNumber(1, 10_000).default(1)),
    pageSize: z.preprocess(blankIsAbsent, wholeNumber(1, VEHICLE_MAX_PAGE_SIZE).default(VEHICLE_DEFAULT_PAGE_SIZE)),
  })
  .superRefine((query, ctx) => {
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice)
      ctx.addIssue({ code: "custom", path: ["maxPrice"], message: "lessThanMinPrice" });
  });

export type VehicleSearch = z.output<typeof vehicleSearchSchema>;
export type VehicleFilters = Omit<VehicleSearch, "sort" | "page" | "pageSize">;

/** The search's fields, in the order the form shows them (in vehicle-facts.ts, which the browser may load). */
export { VEHICLE_SEARCH_FIELDS };
// Every name in that list is a field of the search.
VEHICLE_SEARCH_FIELDS satisfies readonly (keyof VehicleSearch)[];

/** The fields of a query as strings (the first value of each), ready for the schema. */
export function searchParamsRecord(params: URLSearchParams): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in record)) record[key] = value;
  return record;
}

/**
 * The search a page address asks for, keeping what is valid: a field that fails its rule (or an unknown
 * one) is left out and named in `ignored`, so a hand-edited link still shows results. The API is stricter
 * and answers 422 instead.
 */
export function lenientVehicleSearch(params: URLSearchParams): {
  readonly search: VehicleSearch;
  readonly ignored: readonly string[];
} {
  const record = searchParamsRecord(params);
  const ignored: string[] = [];
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const parsed = vehicleSearchSchema.safeParse(record);
    if (parsed.success) return { search: parsed.data, ignored };
    for (const issue of parsed.error.issues) {
      const keys =
        issue.code === "unrecognized_keys" ? issue.keys : issue.path.length > 0 ? [String(issue.path[0])] : [];
      for (const key of keys) {
        delete record[key];
        if (!ignored.includes(key)) ignored.push(key);
      }
    }
  }
  return { search: vehicleSearchSchema.parse({}), ignored };
}

/** A listing as a dealer sends it (a CSV row, or the JSON body of PUT /api/vehicles/:id). */
export const vehicleInputSchema = z.strictObject({
  make: text(40),
  model: text(60),
  variant: optionalText(80),
  year: wholeNumber(VEHICLE_MIN_YEAR, 2100).refine((year) => year <= vehicleMaxYear(), "tooNew"),
  mileageKm: wholeNumber(0, VEHICLE_MAX_MILEAGE_KM),
  price: wholeNumber(VEHICLE_FINANCE_LIMITS.priceMin, VEHICLE_FINANCE_LIMITS.priceMax),
  province: z.enum(PROVINCES),
  bodyType: z.enum(BODY_TYPES),
  fuel: z.enum(FUELS),
  transmission: z.enum(TRANSMISSIONS),
  colour: optionalText(40),
  dealer: text(80),
  dealerCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9-]{1,19}$/),
  town: optionalText(60),
});

export type VehicleInput = z.output<typeof vehicleInputSchema>;

/** PUT /api/vehicles/:id: the whole listing, and its status (a sold car stays listed as sold). */
export const vehicleUpdateSchema = vehicleInputSchema.extend({
  status: z.enum(VEHICLE_STATUSES).default("available"),
});

export type VehicleUpdate = z.output<typeof vehicleUpdateSchema>;
