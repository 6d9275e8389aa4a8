import type { Vehicle, VehicleFacets, VehicleSearchPage, VehicleSort } from "../../app/lib/vehicles/vehicle-facts";
import type { VehicleFilters, VehicleSearch } from "../../app/lib/vehicles/vehicle-search";

/**
 * The car search over the available cars held in memory: filtering, the facet counts, sorting and paging
 * are done here, once the cars of a listings version have been read (server/vehicles/service.ts keeps one
 * index per version). A search then costs one pass over the cars in the order asked for, well under a
 * millisecond for ten thousand, instead of two statements on the database, so searches that differ in
 * every filter are as cheap as repeated ones. The rules are those the search had in SQL: text matches
 * ignore case, each word of `q` must appear in the make, model or variant, and every order ends with the
 * id so pages never repeat or skip a car.
 */
export interface VehicleSearchIndex {
  /** How many available cars the index holds. */
  readonly size: number;
  search(search: VehicleSearch): VehicleSearchPage;
}

/** How many available cars of one make, body type and province match the filters that are not facets. */
export interface FacetCell {
  readonly make: string;
  readonly bodyType: string;
  readonly province: string;
  readonly count: number;
}

type FacetName = keyof VehicleFacets;

/**
 * The facet counts and the total from the cells: each facet counts the cells that pass every facet filter
 * but its own (so choosing a make still shows how many cars the other makes have); the total counts the
 * cells that pass them all. Makes come in alphabetical order, as the search form lists them.
 */
export function facetsOfCells(
  cells: readonly FacetCell[],
  filters: VehicleFilters,
): { readonly facets: VehicleFacets; readonly total: number } {
  const make = filters.make?.toLowerCase();
  const facets: Record<FacetName, Record<string, number>> = { make: {}, bodyType: {}, province: {} };
  let total = 0;
  for (const cell of [...cells].sort((a, b) => a.make.localeCompare(b.make))) {
    const makeOk = make === undefined || cell.make.toLowerCase() === make;
    const bodyOk = filters.bodyType === undefined || cell.bodyType === filters.bodyType;
    const provinceOk = filters.province === undefined || cell.province === filters.province;
    if (bodyOk && provinceOk) facets.make[cell.make] = (facets.make[cell.make] ?? 0) + cell.count;
    if (makeOk && provinceOk) facets.bodyType[cell.bodyType] = (facets.bodyType[cell.bodyType] ?? 0) + cell.count;
    if (makeOk && bodyOk) facets.province[cell.province] = (facets.province[cell.province] ?? 0) + cell.count;
    if (makeOk && bodyOk && provinceOk) total += cell.count;
  }
  return { facets, total };
}

/** A car with what the filters compare worked out once: lower-case words, and its facet cell. */
interface IndexedCar {
  readonly vehicle: Vehicle;
  readonly make: string;
  readonly model: string;
  readonly variant: string;
  readonly cell: number;
}

/** The orders after the first ("newest", the order the cars come in), each ending with the id. */
const ORDERS: Record<Exclude<VehicleSort, "newest">, (a: Vehicle, b: Vehicle) => number> = {
  price: (a, b) => a.price - b.price || a.id - b.id,
  "price-desc": (a, b) => b.price - a.price || a.id - b.id,
  year: (a, b) => b.year - a.year || a.price - b.price || a.id - b.id,
  mileage: (a, b) => a.mileageKm - b.mileageKm || a.id - b.id,
};

/** The words of a text search: at most six, each of which must appear (as the SQL search took them). */
const searchWords = (q: string | undefined) => (q ? q.toLowerCase().split(/\s+/).slice(0, 6) : []);

/**
 * Indexes the available cars, given the most recently listed first (the "newest" order: listed time, then
 * id, both descending, as the database orders them). The cars are kept as given; nothing is copied per
 * search.
 */
export function vehicleSearchIndex(newestFirst: readonly Vehicle[]): VehicleSearchIndex {
  const cellIds = new Map<string, number>();
  const cellKeys: { make: string; bodyType: string; province: string }[] = [];
  const cars: IndexedCar[] = newestFirst.map((vehicle) => {
    const key = `${vehicle.make}\u0000${vehicle.bodyType}\u0000${vehicle.province}`;
    let cell = cellIds.get(key);
    if (cell === undefined) {
      cell = cellKeys.length;
      cellIds.set(key, cell);
      cellKeys.push({ make: vehicle.make, bodyType: vehicle.bodyType, province: vehicle.province });
    }
    return {
      vehicle,
      make: vehicle.make.toLowerCase(),
      model: vehicle.model.toLowerCase(),
      variant: vehicle.variant.toLowerCase(),
      cell,
    };
  });
  const orders: Record<VehicleSort, readonly IndexedCar[]> = {
    newest: cars,
    price: cars.toSorted((a, b) => ORDERS.price(a.vehicle, b.vehicle)),
    "price-desc": cars.toSorted((a, b) => ORDERS["price-desc"](a.vehicle, b.vehicle)),
    year: cars.toSorted((a, b) => ORDERS.year(a.vehicle, b.vehicle)),
    mileage: cars.toSorted((a, b) => ORDERS.mileage(a.vehicle, b.vehicle)),
  };

  return {
    size: cars.length,
    search(search) {
      const words = searchWords(search.q);
      const make = search.make?.toLowerCase();
      const model = search.model?.toLowerCase();
      const { bodyType, province, fuel, transmission, minPrice, maxPrice, minYear, maxMileage } = search;
      const first = (search.page - 1) * search.pageSize;
      const end = first + search.pageSize;
      const counts = new Array<number>(cellKeys.length).fill(0);
      const vehicles: Vehicle[] = [];
      let matched = 0;
      for (const car of orders[search.sort]) {
        const { vehicle } = car;
        // The filters that are not facets decide whether a car is counted at all…
        if (fuel !== undefined && vehicle.fuel !== fuel) continue;
        if (transmission !== undefined && vehicle.transmission !== transmission) continue;
        if (minPrice !== undefined && vehicle.price < minPrice) continue;
        if (maxPrice !== undefined && vehicle.price > maxPrice) continue;
        if (minYear !== undefined && vehicle.year < minYear) continue;
        if (maxMileage !== undefined && vehicle.mileageKm > maxMileage) continue;
        if (model !== undefined && car.model !== model) continue;
        if (!words.every((word) => car.make.includes(word) || car.model.includes(word) || car.variant.includes(word)))
          continue;
        counts[car.cell] = (counts[car.cell] ?? 0) + 1;
        // …and the facets' own filters whether it is one of the results.
        if (make !== undefined && car.make !== make) continue;
        if (bodyType !== undefined && vehicle.bodyType !== bodyType) continue;
        if (province !== undefined && vehicle.province !== province) continue;
        if (matched >= first && matched < end) vehicles.push(vehicle);
        matched += 1;
      }
      const cells: FacetCell[] = [];
      cellKeys.forEach((key, at) => {
        const count = counts[at] ?? 0;
        if (count > 0) cells.push({ ...key, count });
      });
      const { facets, total } = facetsOfCells(cells, search);
      return { vehicles, total, page: search.page, pageSize: search.pageSize, facets };
    },
  };
}
