import type { VehicleInput } from "../../app/lib/vehicles/vehicle-search";

/**
 * The columns of the dealer feed's CSV, in order; the optional ones may be left out of the header. This
 * file imports types only, so scripts/bench-vehicles.mjs compiles it on its own to write its feed.
 */
export const VEHICLE_CSV_COLUMNS = [
  "make",
  "model",
  "variant",
  "year",
  "mileageKm",
  "price",
  "province",
  "bodyType",
  "fuel",
  "transmission",
  "colour",
  "dealer",
  "dealerCode",
  "town",
] as const satisfies readonly (keyof VehicleInput)[];

export const VEHICLE_CSV_OPTIONAL_COLUMNS: readonly string[] = ["variant", "colour", "town"];
