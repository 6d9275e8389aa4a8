import type { Vehicle, VehicleSearchPage } from "./vehicle-facts";
import type { VehicleSearch } from "./vehicle-search";

/** What the server hands the pages' loaders to read car listings (server/vehicles/service.ts). */
export interface VehicleReader {
  search(search: VehicleSearch): Promise<VehicleSearchPage>;
  get(id: number): Promise<Vehicle | undefined>;
}
