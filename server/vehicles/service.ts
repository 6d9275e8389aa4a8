import { LRUCache } from "lru-cache";
import type { Vehicle, VehicleSearchPage } from "../../app/lib/vehicles/vehicle-facts";
import type { VehicleReader } from "../../app/lib/vehicles/vehicle-reader";
import type { VehicleSearch, VehicleUpdate } from "../../app/lib/vehicles/vehicle-search";
import { LastGoodVersion } from "../last-good-version";
import type { Logger } from "../logger";
import { generateSeedVehicles, SEED_VEHICLE_COUNT } from "./seed-vehicles";
import { facetCellsKey, facetsOfCells, type FacetCell, type VehicleStore } from "./store";
import { parseVehicleCsv, type VehicleCsvOutcome } from "./vehicle-csv";

/** The promise kept under `key`, or a new one from `make` (not kept if it fails: the next call tries again). */
function remembered<T>(cache: LRUCache<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let promise = cache.get(key);
  if (!promise) {
    promise = make();
    cache.set(key, promise);
    promise.catch(() => cache.delete(key));
  }
  return promise;
}

/** How long a copy of the server uses the listings' content version it read before reading it again. */
export const VEHICLES_VERSION_FRESH_MS = 2_000;

/** Searches answered from memory, per content version: the common searches (a make, a body type) repeat. */
const SEARCH_CACHE_ENTRIES = 2_000;

export type VehicleImportOutcome = Exclude<VehicleCsvOutcome, { ok: true }> | { readonly ok: true; ids: number[] };

/**
 * Car listings as the server uses them. The listings' content version (part of every page's, see
 * server/web/content-version.ts) is kept in memory, read again in the background once older than
 * VEHICLES_VERSION_FRESH_MS, kept as the last good read while the database does not answer, and read at
 * once after a write through this copy, so a changed car's page shows the change on the next request.
 * Search answers are kept per content version, so a repeated search costs no database round trip and a
 * write makes every kept answer stale at once.
 */
export class VehicleService implements VehicleReader {
  readonly #store: VehicleStore;
  readonly #logger: Logger;
  readonly #version: LastGoodVersion;
  readonly #searches = new LRUCache<string, Promise<VehicleSearchPage>>({ max: SEARCH_CACHE_ENTRIES });
  readonly #cells = new LRUCache<string, Promise<FacetCell[]>>({ max: SEARCH_CACHE_ENTRIES });

  constructor(store: VehicleStore, logger: Logger, freshForMs: number = VEHICLES_VERSION_FRESH_MS) {
    this.#store = store;
    this.#logger = logger;
    this.#version = new LastGoodVersion(() => store.contentVersion(), logger, "the listings'", freshForMs);
  }

  /** Writes the generated listings the first time the database is used with an empty table. */
  seedOnce(): Promise<boolean> {
    return this.#store.seedOnce(generateSeedVehicles(SEED_VEHICLE_COUNT));
  }

  /** Changes whenever a listing is added, changed or withdrawn. Throws only if it has never been read. */
  async contentVersion(): Promise<string> {
    return this.#version.get();
  }

  /**
   * One page of the available cars matching the search, the total and the facet counts. The facet cells
   * are shared by every search that differs only in make, body type or province (what a visitor changes
   * most), so such a search costs the database one small statement.
   */
  async search(search: VehicleSearch): Promise<VehicleSearchPage> {
    const version = await this.contentVersion();
    return remembered(this.#searches, `${version} ${JSON.stringify(search)}`, async () => {
      const [vehicles, cells] = await Promise.all([
        this.#store.page(search),
        remembered(this.#cells, `${version} ${facetCellsKey(search)}`, () => this.#store.facetCells(search)),
      ]);
      const { facets, total } = facetsOfCells(cells, search);
      return { vehicles, total, page: search.page, pageSize: search.pageSize, facets };
    });
  }

  get(id: number): Promise<Vehicle | undefined> {
    return this.#store.get(id);
  }

  /** Checks every row of a dealer feed, then stores all of them in one transaction, or none. */
  async importCsv(text: string): Promise<VehicleImportOutcome> {
    const parsed = parseVehicleCsv(text);
    if (!parsed.ok) return parsed;
    const ids = await this.#store.insertAll(parsed.listings, new Date());
    await this.#afterWrite();
    this.#logger.info({ listings: ids.length }, "dealer feed imported");
    return { ok: true, ids };
  }

  async update(id: number, listing: VehicleUpdate): Promise<boolean> {
    const updated = await this.#store.update(id, listing, new Date());
    if (updated) await this.#afterWrite();
    return updated;
  }

  async withdraw(id: number): Promise<boolean> {
    const withdrawn = await this.#store.withdraw(id, new Date());
    if (withdrawn) await this.#afterWrite();
    return withdrawn;
  }

  async #afterWrite(): Promise<void> {
    await this.#version.refresh();
  }
}
