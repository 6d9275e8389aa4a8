import type { DealerContact } from "./dealer-contact";
import type { Vehicle, VehicleSearchPage } from "./vehicle-facts";
import type { VehicleSearch } from "./vehicle-search";

/** What the server hands the pages' loaders to read car listings (server/vehicles/service.ts). */
export interface VehicleReader {
  search(search: VehicleSearch): Promise<VehicleSearchPage>;
  get(id: number): Promise<Vehicle | undefined>;
  /** The contact details of the dealer who lists `vehicle`: its name and town, and its phone and hours where set. */
  dealerOf(vehicle: Vehicle): Promise<DealerContact>;
  /** Up to `limit` other available cars the same dealer lists, the most recently listed first. */
  fromDealer(vehicle: Vehicle, limit: number): Promise<Vehicle[]>;
}
