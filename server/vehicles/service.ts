import { LRUCache } from "lru-cache";
import type { DealerContact } from "../../app/lib/vehicles/dealer-contact";
import type { Vehicle, VehicleSearchPage } from "../../app/lib/vehicles/vehicle-facts";
import type { VehicleReader } from "../../app/lib/vehicles/vehicle-reader";
import type { VehicleSearch, VehicleUpdate } from "../../app/lib/vehicles/vehicle-search";
import { LastGoodVersion } from "../last-good-version";
import type { Logger } from "../logger";
import { generateSeedVehicles, SEED_VEHICLE_COUNT } from "./seed-vehicles";
import { vehicleSearchIndex, type VehicleSearchIndex } from "./search-index";
import type { StoredDealerContact, VehicleStore } from "./store";
import { parseVehicleCsv, type VehicleCsvOutcome } from "./vehicle-csv";

/** How long a copy of the server uses the listings' content version it read before reading it again. */
export const VEHICLES_VERSION_FRESH_MS = 2_000;

/**
 * Search indexes kept: the current listings version's, and the one before it for the searches that read
 * the version just before it changed.
 */
const INDEXED_VERSIONS = 2;

export type VehicleImportOutcome = Exclude<VehicleCsvOutcome, { ok: true }> | { readonly ok: true; ids: number[] };

/**
 * Car listings as the server uses them. The listings' content version (part of every page's, see
 * server/web/content-version.ts) is kept in memory, read again in the background once older than
 * VEHICLES_VERSION_FRESH_MS, kept as the last good read while the database does not answer, and read at
 * once after a write through this copy, so a changed car's page shows the change on the next request.
 * Searches are answered from a search index of the available cars (server/vehicles/search-index.ts),
 * read from the database once per content version: no search costs a database statement, whatever its
 * filters, and a new version (a write through any copy) makes the next search read the cars again.
 */
export class VehicleService implements VehicleReader {
  readonly #store: VehicleStore;
  readonly #logger: Logger;
  readonly #version: LastGoodVersion;
  /** One index per listings version; searches of a version wait for the one read of its cars, and a read that fails is tried again by the next search. */
  readonly #indexes: LRUCache<string, VehicleSearchIndex>;

  constructor(store: VehicleStore, logger: Logger, freshForMs: number = VEHICLES_VERSION_FRESH_MS) {
    this.#store = store;
    this.#logger = logger;
    this.#version = new LastGoodVersion(() => store.contentVersion(), logger, "the listings'", freshForMs);
    this.#indexes = new LRUCache<string, VehicleSearchIndex>({
      max: INDEXED_VERSIONS,
      fetchMethod: async (version) => {
        const started = performance.now();
        const index = vehicleSearchIndex(await store.available());
        logger.info(
          { version, listings: index.size, ms: Math.round(performance.now() - started) },
          "vehicle search index built",
        );
        return index;
      },
    });
  }

  /** Writes the generated listings the first time the database is used with an empty table. */
  seedOnce(): Promise<boolean> {
    return this.#store.seedOnce(generateSeedVehicles(SEED_VEHICLE_COUNT));
  }

  /** Changes whenever a listing is added, changed or withdrawn. Throws only if it has never been read. */
  async contentVersion(): Promise<string> {
    return this.#version.get();
  }

  /** One page of the available cars matching the search, the total and the facet counts. */
  async search(search: VehicleSearch): Promise<VehicleSearchPage> {
    return (await this.#index()).search(search);
  }

  /** The search index of the current listings version, read from the database the first time it is asked for. */
  async #index(): Promise<VehicleSearchIndex> {
    const version = await this.contentVersion();
    const index = await this.#indexes.fetch(version);
    if (!index) throw new Error(`the vehicle search index of version ${version} could not be built`);
    return index;
  }

  get(id: number): Promise<Vehicle | undefined> {
    return this.#store.get(id);
  }

  async dealerOf(vehicle: Vehicle): Promise<DealerContact> {
    const { phone, openingHours } = await this.#store.dealerContact(vehicle.dealer.code);
    return {
      name: vehicle.dealer.name,
      town: vehicle.town,
      ...(phone ? { phone } : {}),
      ...(openingHours ? { openingHours } : {}),
    };
  }

  async fromDealer(vehicle: Vehicle, limit: number): Promise<Vehicle[]> {
    return (await this.#index()).fromDealer(vehicle.dealer.code, vehicle.id, limit);
  }

  /** Sets a dealer's phone number and opening hours (null removes one); its cars' pages show them next. */
  async setDealerContact(dealerCode: string, contact: StoredDealerContact): Promise<void> {
    await this.#store.setDealerContact(dealerCode, contact, new Date());
    await this.#afterWrite();
    this.#logger.info({ dealerCode }, "dealer contact details changed");
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

  /** Reads the version at once, and starts indexing its cars so the next search need not wait as long. */
  async #afterWrite(): Promise<void> {
    await this.#version.refresh();
    this.#index().catch((error: unknown) =>
      this.#logger.warn({ err: error }, "could not index the listings after a write; the next search tries again"),
    );
  }
}
