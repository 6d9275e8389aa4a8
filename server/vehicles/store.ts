import { and, desc, eq, like, lt, notLike, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import {
  vehiclePath,
  type BodyType,
  type Fuel,
  type Province,
  type Transmission,
  type Vehicle,
  type VehicleStatus,
} from "../../app/lib/vehicles/vehicle-facts";
import type { VehicleInput, VehicleUpdate } from "../../app/lib/vehicles/vehicle-search";
import { queryRows, type Database } from "../db/client";
import { dealers } from "../db/schema/deliveries";
import { serverSecrets } from "../db/schema/server-secrets";
import { vehicles } from "../db/schema/vehicles";

/** Where car listings live. */
export interface VehicleStore {
  /**
   * Every available car, the most recently listed first (listed time, then id, both descending): what the
   * search index of a listings version is made from (server/vehicles/search-index.ts).
   */
  available(): Promise<Vehicle[]>;
  /** Any listing by id, whatever its status. */
  get(id: number): Promise<Vehicle | undefined>;
  /**
   * Adds every listing, all or none (see `databaseVehicleStore`: written out of sight in small steps, then
   * shown in one); returns their ids in order.
   */
  insertAll(listings: readonly VehicleInput[], now: Date): Promise<number[]>;
  /** Replaces a listing; false when there is none with this id. */
  update(id: number, listing: VehicleUpdate, now: Date): Promise<boolean>;
  /** Marks a listing withdrawn; false when there is none with this id. */
  withdraw(id: number, now: Date): Promise<boolean>;
  /**
   * A short text that changes whenever a listing is added, changed or withdrawn, or a dealer's details
   * change (part of the pages' content version).
   */
  contentVersion(): Promise<string>;
  /** The phone number and opening hours set for a dealer code; undefined fields where none are set. */
  dealerContact(dealerCode: string): Promise<StoredDealerContact>;
  /** Sets (or, with null, removes) a dealer's phone number and opening hours; its webhook is left as it is. */
  setDealerContact(dealerCode: string, contact: StoredDealerContact, now: Date): Promise<void>;
  /** Writes `listings` when the table is empty and has never been seeded; true when this call wrote them. */
  seedOnce(listings: readonly VehicleInput[]): Promise<boolean>;
}

const SEED_MARKER = "vehicles-seeded";
/** Rows per INSERT statement: well under PostgreSQL's 65 535 parameters for 15 columns. */
const INSERT_BATCH = 500;
/**
 * Rows per INSERT statement of a dealer feed. The embedded database runs each statement on the server's one
 * thread, holding up every request meanwhile: 200 rows take a few tens of milliseconds.
 */
const IMPORT_BATCH = 200;
/** The status of a feed's rows while they are being written: no reader counts or shows them. */
const IMPORTING = "importing:";

/** A feed's hidden rows older than this belong to an import that will never finish. */
const UNFINISHED_IMPORT_AGE_MS = 60 * 60_000;

/** Lets the server answer what waits (pages, /healthz, other queries) between two steps of a long write. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

type Row = typeof vehicles.$inferSelect;

function vehicleOf(row: Row): Vehicle {
  return {
    id: row.id,
    make: row.make,
    model: row.model,
    variant: row.variant,
    year: row.year,
    mileageKm: row.mileageKm,
    price: row.price,
    bodyType: row.bodyType as BodyType,
    fuel: row.fuel as Fuel,
    transmission: row.transmission as Transmission,
    colour: row.colour,
    province: row.province as Province,
    town: row.town,
    dealer: { name: row.dealerName, code: row.dealerCode },
    status: row.status as VehicleStatus,
    listedAt: row.listedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    path: vehiclePath(row),
  };
}

const columnsOf = (listing: VehicleInput) => ({
  make: listing.make,
  model: listing.model,
  variant: listing.variant,
  year: listing.year,
  mileageKm: listing.mileageKm,
  price: listing.price,
  bodyType: listing.bodyType,
  fuel: listing.fuel,
  transmission: listing.transmission,
  colour: listing.colour,
  province: listing.province,
  town: listing.town,
  dealerName: listing.dealer,
  dealerCode: listing.dealerCode,
});

/** A dealer's contact details as stored: a phone number grouped for reading, and its opening hours. */
export interface StoredDealerContact {
  readonly phone: string | null;
  readonly openingHours: string | null;
}

/** Car listings in PostgreSQL (server/db/schema/vehicles.ts). */
export function databaseVehicleStore(db: Database): VehicleStore {
  return {
    async available() {
      const rows = await db
        .select()
        .from(vehicles)
        .where(eq(vehicles.status, "available"))
        .orderBy(desc(vehicles.listedAt), desc(vehicles.id));
      return rows.map(vehicleOf);
    },

    async get(id) {
      const [row] = await db
        .select()
        .from(vehicles)
        .where(and(eq(vehicles.id, id), notLike(vehicles.status, `${IMPORTING}%`)));
      return row ? vehicleOf(row) : undefined;
    },

    async insertAll(listings, now) {
      // One transaction for a whole feed would hold the embedded database (one connection, one thread) for
      // seconds: every page, search and /healthz waited for it (1.7-2.0 s for 10 000 rows, 6.7 s for three
      // feeds at once). So the rows are written in small statements, each a step of its own with a pause
      // for other requests between, under a status of this import's own that no reader counts or shows;
      // then one UPDATE shows them all at once. A failure before that removes them: all or none still.
      const marker = `${IMPORTING}${randomUUID()}`;
      const ids: number[] = [];
      // The rows of an import that never finished (the server stopped part-way) go now; one running at
      // this moment is minutes younger than this.
      await db
        .delete(vehicles)
        .where(
          and(
            like(vehicles.status, `${IMPORTING}%`),
            lt(vehicles.updatedAt, new Date(now.getTime() - UNFINISHED_IMPORT_AGE_MS)),
          ),
        );
      try {
        for (let start = 0; start < listings.length; start += IMPORT_BATCH) {
          const batch = listings.slice(start, start + IMPORT_BATCH);
          // One listing time per row, a millisecond apart and all before `now`, so "newest" keeps the order
          // they came in and a later write still moves the content version on.
          const inserted = await db
            .insert(vehicles)
            .values(
              batch.map((listing, index) => {
                const at = new Date(now.getTime() - (listings.length - start - index));
                return { ...columnsOf(listing), status: marker, listedAt: at, updatedAt: at };
              }),
            )
            .returning({ id: vehicles.id });
          ids.push(...inserted.map((row) => row.id));
          await yieldToOthers();
        }
        await db.update(vehicles).set({ status: "available" }).where(eq(vehicles.status, marker));
      } catch (error) {
        await db
          .delete(vehicles)
          .where(eq(vehicles.status, marker))
          .catch(() => undefined);
        throw error;
      }
      return ids;
    },

    async update(id, listing, now) {
      const updated = await db
        .update(vehicles)
        .set({ ...columnsOf(listing), status: listing.status, updatedAt: now })
        .where(eq(vehicles.id, id))
        .returning({ id: vehicles.id });
      return updated.length === 1;
    },

    async withdraw(id, now) {
      const updated = await db
        .update(vehicles)
        .set({ status: "withdrawn", updatedAt: now })
        .where(eq(vehicles.id, id))
        .returning({ id: vehicles.id });
      return updated.length === 1;
    },

    async contentVersion() {
      // Every write sets updated_at, and shown rows are never deleted: the count and the latest change say
      // it all. The rows of a feed being written (and removed again if it fails) are not counted. A car's
      // page also shows its dealer's phone number and hours, so their latest change is part of it.
      const [row] = await queryRows<{ version: string }>(
        db,
        sql`SELECT count(*)::text || '-' || coalesce(floor(extract(epoch FROM max(${vehicles.updatedAt})) * 1000)::text, '0') || '-' || coalesce((SELECT floor(extract(epoch FROM max(${dealers.updatedAt})) * 1000)::text FROM ${dealers}), '0') AS version FROM ${vehicles} WHERE ${vehicles.status} NOT LIKE ${`${IMPORTING}%`}`,
      );
      return row?.version ?? "empty";
    },

    async dealerContact(dealerCode) {
      const [row] = await db
        .select({ phone: dealers.phone, openingHours: dealers.openingHours })
        .from(dealers)
        .where(eq(dealers.dealerCode, dealerCode));
      return { phone: row?.phone ?? null, openingHours: row?.openingHours ?? null };
    },

    async setDealerContact(dealerCode, contact, now) {
      const values = { phone: contact.phone, openingHours: contact.openingHours, updatedAt: now };
      await db
        .insert(dealers)
        .values({ dealerCode, ...values })
        .onConflictDoUpdate({ target: dealers.dealerCode, set: values });
    },

    seedOnce(listings) {
      return db.transaction(async (tx) => {
        const claimed = await tx
          .insert(serverSecrets)
          .values({ name: SEED_MARKER, value: new Date().toISOString() })
          .onConflictDoNothing()
          .returning({ name: serverSecrets.name });
        if (claimed.length === 0) return false;
        const [existing] = await tx.select({ id: vehicles.id }).from(vehicles).limit(1);
        if (existing) return false;
        // Listed over the last few weeks, the newest first in the generator's order.
        const now = Date.now();
        for (let start = 0; start < listings.length; start += INSERT_BATCH) {
          await tx.insert(vehicles).values(
            listings.slice(start, start + INSERT_BATCH).map((listing, offset) => {
              const at = new Date(now - (start + offset) * 97 * 60_000);
              return { ...columnsOf(listing), listedAt: at, updatedAt: at };
            }),
          );
        }
        return true;
      });
    },
  };
}
