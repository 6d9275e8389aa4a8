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
  const makes = new Map<string, number>();
  const facets: Record<Exclude<FacetName, "make">, Record<string, number>> = { bodyType: {}, province: {} };
  let total = 0;
  for (const cell of cells) {
    const makeOk = make === undefined || cell.make.toLowerCase() === make;
    const bodyOk = filters.bodyType === undefined || cell.bodyType === filters.bodyType;
    const provinceOk = filters.province === undefined || cell.province === filters.province;
    if (bodyOk && provinceOk) makes.set(cell.make, (makes.get(cell.make) ?? 0) + cell.count);
    if (makeOk && provinceOk) facets.bodyType[cell.bodyType] = (facets.bodyType[cell.bodyType] ?? 0) + cell.count;
    if (makeOk && bodyOk) facets.province[cell.province] = (facets.province[cell.province] ?? 0) + cell.count;
    if (makeOk && bodyOk && provinceOk) total += cell.count;
  }
  // Only the few makes are sorted, not the cells: comparing texts by locale is slow enough to matter here.
  const byMake = Object.fromEntries([...makes].sort(([a], [b]) => a.localeCompare(b)));
  return { facets: { make: byMake, ...facets }, total };
}

/** A filter left out: every car passes it. */
const ANY = -1;
/** A filter on a value no available car has: no car passes it. */
const NONE = -2;

/** Small numbers for the texts of a column, so a filter compares numbers, not texts. */
class Codes {
  readonly #codes = new Map<string, number>();
  /** The code of `value`, a new one the first time it is seen. */
  add(value: string): number {
    let code = this.#codes.get(value);
    if (code === undefined) {
      code = this.#codes.size;
      this.#codes.set(value, code);
    }
    return code;
  }
  /** The code of a filter's value: ANY when it is left out, NONE when no car has it. */
  filter(value: string | undefined): number {
    return value === undefined ? ANY : (this.#codes.get(value) ?? NONE);
  }
  get size(): number {
    return this.#codes.size;
  }
}

/** The words of a text search: at most six, each of which must appear (as the SQL search took them). */
const searchWords = (q: string | undefined) => (q ? q.toLowerCase().split(/\s+/).slice(0, 6) : []);

/**
 * Indexes the available cars, given the most recently listed first (the "newest" order: listed time, then
 * id, both descending, as the database orders them). What the filters compare is held column by column in
 * typed arrays, and each order as an array of positions, so a search reads numbers in one pass; the cars
 * themselves are kept as given.
 */
export function vehicleSearchIndex(newestFirst: readonly Vehicle[]): VehicleSearchIndex {
  const size = newestFirst.length;
  const makes = new Codes();
  const models = new Codes();
  const fuels = new Codes();
  const transmissions = new Codes();
  const bodyTypes = new Codes();
  const provinces = new Codes();
  const cells = new Codes();
  const cellKeys: Omit<FacetCell, "count">[] = [];
  const column = () => new Int32Array(size);
  const [id, price, year, mileage, make, model, fuel, transmission, bodyType, province, cell] = Array.from(
    { length: 11 },
    column,
  ) as [
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
  ];
  // The make, model and variant in lower case, a line apart: a search word has no line break in it, so it
  // is found in this text exactly when it is found in one of the three.
  const words: string[] = [];
  newestFirst.forEach((vehicle, at) => {
    id[at] = vehicle.id;
    price[at] = vehicle.price;
    year[at] = vehicle.year;
    mileage[at] = vehicle.mileageKm;
    make[at] = makes.add(vehicle.make.toLowerCase());
    model[at] = models.add(vehicle.model.toLowerCase());
    fuel[at] = fuels.add(vehicle.fuel);
    transmission[at] = transmissions.add(vehicle.transmission);
    bodyType[at] = bodyTypes.add(vehicle.bodyType);
    province[at] = provinces.add(vehicle.province);
    const cellCount = cells.size;
    cell[at] = cells.add(`${vehicle.make}\u0000${vehicle.bodyType}\u0000${vehicle.province}`);
    if (cells.size > cellCount)
      cellKeys.push({ make: vehicle.make, bodyType: vehicle.bodyType, province: vehicle.province });
    words.push(`${vehicle.make}\n${vehicle.model}\n${vehicle.variant}`.toLowerCase());
  });

  const positions = Int32Array.from({ length: size }, (_, at) => at);
  const sorted = (compare: (a: number, b: number) => number) => positions.slice().sort(compare);
  const orders: Record<VehicleSort, Int32Array> = {
    newest: positions,
    price: sorted((a, b) => price[a]! - price[b]! || id[a]! - id[b]!),
    "price-desc": sorted((a, b) => price[b]! - price[a]! || id[a]! - id[b]!),
    year: sorted((a, b) => year[b]! - year[a]! || price[a]! - price[b]! || id[a]! - id[b]!),
    mileage: sorted((a, b) => mileage[a]! - mileage[b]! || id[a]! - id[b]!),
  };

  return {
    size,
    search(search) {
      const wanted = searchWords(search.q);
      const makeCode = makes.filter(search.make?.toLowerCase());
      const modelCode = models.filter(search.model?.toLowerCase());
      const fuelCode = fuels.filter(search.fuel);
      const transmissionCode = transmissions.filter(search.transmission);
      const bodyTypeCode = bodyTypes.filter(search.bodyType);
      const provinceCode = provinces.filter(search.province);
      const minPrice = search.minPrice ?? -Infinity;
      const maxPrice = search.maxPrice ?? Infinity;
      const minYear = search.minYear ?? -Infinity;
      const maxMileage = search.maxMileage ?? Infinity;
      const first = (search.page - 1) * search.pageSize;
      const end = first + search.pageSize;
      const counts = new Int32Array(cellKeys.length);
      const vehicles: Vehicle[] = [];
      let matched = 0;
      const order = orders[search.sort];
      cars: for (let at = 0; at < order.length; at += 1) {
        const car = order[at]!;
        // The filters that are not facets decide whether a car is counted at all…
        if (price[car]! < minPrice || price[car]! > maxPrice) continue;
        if (year[car]! < minYear || mileage[car]! > maxMileage) continue;
        if (fuelCode !== ANY && fuel[car] !== fuelCode) continue;
        if (transmissionCode !== ANY && transmission[car] !== transmissionCode) continue;
        if (modelCode !== ANY && model[car] !== modelCode) continue;
        for (const word of wanted) if (!words[car]!.includes(word)) continue cars;
        counts[cell[car]!]! += 1;
        // …and the facets' own filters whether it is one of the results.
        if (makeCode !== ANY && make[car] !== makeCode) continue;
        if (bodyTypeCode !== ANY && bodyType[car] !== bodyTypeCode) continue;
        if (provinceCode !== ANY && province[car] !== provinceCode) continue;
        if (matched >= first && matched < end) vehicles.push(newestFirst[car]!);
        matched += 1;
      }
      const found: FacetCell[] = [];
      cellKeys.forEach((key, at) => {
        if (counts[at]! > 0) found.push({ ...key, count: counts[at]! });
      });
      const { facets, total } = facetsOfCells(found, search);
      return { vehicles, total, page: search.page, pageSize: search.pageSize, facets };
    },
  };
}
