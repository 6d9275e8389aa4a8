import type { Vehicle, VehicleFacets, VehicleSearchPage, VehicleSort } from "../../app/lib/vehicles/vehicle-facts";
import type { VehicleSearch } from "../../app/lib/vehicles/vehicle-search";

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
  /** Up to `limit` available cars of one dealer code but `exceptId`, the most recently listed first. */
  fromDealer(dealerCode: string, exceptId: number, limit: number): Vehicle[];
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
  // A cell is one make, body type and province: the facets are counted per cell, then summed up per facet.
  const cells = new Codes();
  const cellNames: { readonly make: string; readonly bodyType: string; readonly province: string }[] = [];
  const cellCodes: { make: number[]; bodyType: number[]; province: number[] } = {
    make: [],
    bodyType: [],
    province: [],
  };
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
    if (cells.size > cellCount) {
      cellNames.push({ make: vehicle.make, bodyType: vehicle.bodyType, province: vehicle.province });
      cellCodes.make.push(make[at]!);
      cellCodes.bodyType.push(bodyType[at]!);
      cellCodes.province.push(province[at]!);
    }
    words.push(`${vehicle.make}\n${vehicle.model}\n${vehicle.variant}`.toLowerCase());
  });

  // The makes in alphabetical order, as the search form lists them: sorted once here, because comparing
  // texts by locale on every search would cost more than the rest of the search.
  const makesInOrder = [...new Set(cellNames.map((names) => names.make))].sort((a, b) => a.localeCompare(b));

  const positions = Int32Array.from({ length: size }, (_, at) => at);
  const sorted = (compare: (a: number, b: number) => number) => positions.slice().sort(compare);
  const orders: Record<VehicleSort, Int32Array> = {
    newest: positions,
    price: sorted((a, b) => price[a]! - price[b]! || id[a]! - id[b]!),
    "price-desc": sorted((a, b) => price[b]! - price[a]! || id[a]! - id[b]!),
    year: sorted((a, b) => year[b]! - year[a]! || price[a]! - price[b]! || id[a]! - id[b]!),
    mileage: sorted((a, b) => mileage[a]! - mileage[b]! || id[a]! - id[b]!),
  };

  // Each dealer's cars, most recently listed first (the order they come in).
  const byDealer = new Map<string, Vehicle[]>();
  for (const car of newestFirst) {
    const cars = byDealer.get(car.dealer.code);
    if (cars) cars.push(car);
    else byDealer.set(car.dealer.code, [car]);
  }

  return {
    size,
    fromDealer(dealerCode, exceptId, limit) {
      const cars = byDealer.get(dealerCode) ?? [];
      return cars.filter((car) => car.id !== exceptId).slice(0, limit);
    },
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
      const counts = new Int32Array(cellNames.length);
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
        if (wanted.length > 0) for (const word of wanted) if (!words[car]!.includes(word)) continue cars;
        counts[cell[car]!]! += 1;
        // …and the facets' own filters whether it is one of the results.
        if (makeCode !== ANY && make[car] !== makeCode) continue;
        if (bodyTypeCode !== ANY && bodyType[car] !== bodyTypeCode) continue;
        if (provinceCode !== ANY && province[car] !== provinceCode) continue;
        if (matched >= first && matched < end) vehicles.push(newestFirst[car]!);
        matched += 1;
      }
      // Each facet counts the cars that pass every facet filter but its own (so choosing a make still shows
      // how many cars the other makes have); the total counts those that pass them all.
      const makeCounts = new Map<string, number>();
      const bodyTypeCounts: Record<string, number> = {};
      const provinceCounts: Record<string, number> = {};
      let total = 0;
      for (let at = 0; at < counts.length; at += 1) {
        const count = counts[at]!;
        if (count === 0) continue;
        const names = cellNames[at]!;
        const makeOk = makeCode === ANY || cellCodes.make[at] === makeCode;
        const bodyOk = bodyTypeCode === ANY || cellCodes.bodyType[at] === bodyTypeCode;
        const provinceOk = provinceCode === ANY || cellCodes.province[at] === provinceCode;
        if (bodyOk && provinceOk) makeCounts.set(names.make, (makeCounts.get(names.make) ?? 0) + count);
        if (makeOk && provinceOk) bodyTypeCounts[names.bodyType] = (bodyTypeCounts[names.bodyType] ?? 0) + count;
        if (makeOk && bodyOk) provinceCounts[names.province] = (provinceCounts[names.province] ?? 0) + count;
        if (makeOk && bodyOk && provinceOk) total += count;
      }
      const makeFacet: Record<string, number> = {};
      for (const name of makesInOrder) {
        const count = makeCounts.get(name);
        if (count !== undefined) makeFacet[name] = count;
      }
      const facets: VehicleFacets = {
        make: makeFacet,
        bodyType: bodyTypeCounts,
        province: provinceCounts,
      };
      return { vehicles, total, page: search.page, pageSize: search.pageSize, facets };
    },
  };
}
