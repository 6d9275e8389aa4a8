import { formatGroupedNumber } from "~/lib/format/grouped-number";

/**
 * The words of a car listing: the values a listing's body type, fuel, transmission, province and status
 * may take, with the labels visitors read, and the listing's address. Shared by the search page, the car
 * page, the API and the dealer feed, so every one of them accepts and shows the same values.
 */

export const BODY_TYPES = ["hatchback", "sedan", "suv", "bakkie", "mpv", "coupe", "van"] as const;
export type BodyType = (typeof BODY_TYPES)[number];

export const BODY_TYPE_LABELS: Readonly<Record<BodyType, string>> = {
  hatchback: "Hatchback",
  sedan: "Sedan",
  suv: "SUV",
  bakkie: "Bakkie",
  mpv: "MPV (people carrier)",
  coupe: "Coupé",
  van: "Minibus or van",
};

export const FUELS = ["petrol", "diesel", "hybrid", "electric"] as const;
export type Fuel = (typeof FUELS)[number];

export const FUEL_LABELS: Readonly<Record<Fuel, string>> = {
  petrol: "Petrol",
  diesel: "Diesel",
  hybrid: "Hybrid",
  electric: "Electric",
};

export const TRANSMISSIONS = ["manual", "automatic"] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

export const TRANSMISSION_LABELS: Readonly<Record<Transmission, string>> = {
  manual: "Manual",
  automatic: "Automatic",
};

/** South Africa's nine provinces, as their names written in an address. */
export const PROVINCES = [
  "eastern-cape",
  "free-state",
  "gauteng",
  "kwazulu-natal",
  "limpopo",
  "mpumalanga",
  "northern-cape",
  "north-west",
  "western-cape",
] as const;
export type Province = (typeof PROVINCES)[number];

export const PROVINCE_LABELS: Readonly<Record<Province, string>> = {
  "eastern-cape": "Eastern Cape",
  "free-state": "Free State",
  gauteng: "Gauteng",
  "kwazulu-natal": "KwaZulu-Natal",
  limpopo: "Limpopo",
  mpumalanga: "Mpumalanga",
  "northern-cape": "Northern Cape",
  "north-west": "North West",
  "western-cape": "Western Cape",
};

export const VEHICLE_STATUSES = ["available", "sold", "withdrawn"] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

/** How results may be ordered: the search form's choices, with "newest" (most recently listed) first. */
export const VEHICLE_SORTS = ["newest", "price", "price-desc", "year", "mileage"] as const;
export type VehicleSort = (typeof VEHICLE_SORTS)[number];

export const VEHICLE_SORT_LABELS: Readonly<Record<VehicleSort, string>> = {
  newest: "Latest listed",
  price: "Lowest price",
  "price-desc": "Highest price",
  year: "Newest year",
  mileage: "Lowest mileage",
};

/** A listing as the API and the pages give it. */
export interface Vehicle {
  readonly id: number;
  readonly make: string;
  readonly model: string;
  readonly variant: string;
  readonly year: number;
  readonly mileageKm: number;
  /** Asking price in whole rand. */
  readonly price: number;
  readonly bodyType: BodyType;
  readonly fuel: Fuel;
  readonly transmission: Transmission;
  readonly colour: string;
  readonly province: Province;
  readonly town: string;
  readonly dealer: { readonly name: string; readonly code: string };
  readonly status: VehicleStatus;
  readonly listedAt: string;
  readonly updatedAt: string;
  /** The car's page on the site. */
  readonly path: string;
}

/** Counts of available cars per value, for the current filters. */
export interface VehicleFacets {
  readonly make: Readonly<Record<string, number>>;
  readonly bodyType: Readonly<Partial<Record<BodyType, number>>>;
  readonly province: Readonly<Partial<Record<Province, number>>>;
}

export interface VehicleSearchPage {
  readonly vehicles: readonly Vehicle[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  readonly facets: VehicleFacets;
}

/** The fields of a car search (vehicle-search.ts has their rules), in the order the form shows them. */
export const VEHICLE_SEARCH_FIELDS = [
  "q",
  "make",
  "model",
  "bodyType",
  "fuel",
  "transmission",
  "province",
  "minPrice",
  "maxPrice",
  "minYear",
  "maxMileage",
  "sort",
  "page",
  "pageSize",
] as const;

export const FIND_A_CAR_PATH = "/find-a-car";

/** Lower-case words joined by hyphens: "Corolla Cross 1.8 XS" → "corolla-cross-1-8-xs". */
function slugWords(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

/** A listing's page: its id, then words that say what it is (`/find-a-car/42-2021-toyota-hilux-2-8-gd-6`). */
export function vehiclePath(vehicle: Pick<Vehicle, "id" | "year" | "make" | "model" | "variant">): string {
  const words = slugWords(`${vehicle.year} ${vehicle.make} ${vehicle.model} ${vehicle.variant}`);
  return `${FIND_A_CAR_PATH}/${vehicle.id}${words ? `-${words}` : ""}`;
}

/** The id at the start of a listing's address segment ("42-2021-toyota-hilux" → 42); undefined when there is none. */
export function vehicleIdOfSlug(segment: string): number | undefined {
  const match = /^([1-9]\d{0,9})(-[a-z0-9-]*)?$/.exec(segment);
  if (!match?.[1]) return undefined;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : undefined;
}

/** "2021 Toyota Hilux" */
export function vehicleName(vehicle: Pick<Vehicle, "year" | "make" | "model">): string {
  return `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
}

/** "45 000 km", grouped with spaces as rand amounts are. */
export function formatKilometres(km: number): string {
  return `${formatGroupedNumber(km).replaceAll(",", " ")} km`;
}
