import { and, asc, desc, eq, gte, ilike, lte, or, sql, type SQL } from "drizzle-orm";
import {
  vehiclePath,
  type BodyType,
  type Fuel,
  type Province,
  type Transmission,
  type Vehicle,
  type VehicleFacets,
  type VehicleStatus,
} from "../../app/lib/vehicles/vehicle-facts";
import type { VehicleFilters, VehicleInput, VehicleSearch, VehicleUpdate } from "../../app/lib/vehicles/vehicle-search";
import { queryRows, type Database } from "../db/client";
import { serverSecrets } from "../db/schema/server-secrets";
import { vehicles } from "../db/schema/vehicles";

/** Where car listings live. */
export interface VehicleStore {
  /** One page of the available cars matching the search, in its order. */
  page(search: VehicleSearch): Promise<Vehicle[]>;
  /**
   * How many available cars of each make, body type and province match the filters other than those
   * three (at most a few hundred rows): the facets and the total are summed from them (facetsOfCells).
   */
  facetCells(filters: VehicleFilters): Promise<FacetCell[]>;
  /** Any listing by id, whatever its status. */
  get(id: number): Promise<Vehicle | undefined>;
  /** Adds every listing in one transaction (all or none); returns their ids in order. */
  insertAll(listings: readonly VehicleInput[], now: Date): Promise<number[]>;
  /** Replaces a listing; false when there is none with this id. */
  update(id: number, listing: VehicleUpdate, now: Date): Promise<boolean>;
  /** Marks a listing withdrawn; false when there is none with this id. */
  withdraw(id: number, now: Date): Promise<boolean>;
  /** A short text that changes whenever a listing is added, changed or withdrawn (part of the pages' content version). */
  contentVersion(): Promise<string>;
  /** Writes `listings` when the table is empty and has never been seeded; true when this call wrote them. */
  seedOnce(listings: readonly VehicleInput[]): Promise<boolean>;
}

const SEED_MARKER = "vehicles-seeded";
/** Rows per INSERT statement: well under PostgreSQL's 65 535 parameters for 15 columns. */
const INSERT_BATCH = 500;

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

/** `%text%` for ILIKE, with the pattern's own characters taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type FacetName = keyof VehicleFacets;

/** The conditions of the filters, by the facet they belong to (so a facet can be counted without its own). */
function conditionsOf(filters: VehicleFilters): { readonly common: SQL[]; readonly own: Record<FacetName, SQL[]> } {
  const common: SQL[] = [eq(vehicles.status, "available")];
  if (filters.q) {
    // Each word must appear in the make, model or variant.
    for (const word of filters.q.split(/\s+/).slice(0, 6)) {
      const pattern = containing(word);
      common.push(
        or(ilike(vehicles.make, pattern), ilike(vehicles.model, pattern), ilike(vehicles.variant, pattern)) as SQL,
      );
    }
  }
  if (filters.model) common.push(sql`lower(${vehicles.model}) = lower(${filters.model})`);
  if (filters.fuel) common.push(eq(vehicles.fuel, filters.fuel));
  if (filters.transmission) common.push(eq(vehicles.transmission, filters.transmission));
  if (filters.minPrice !== undefined) common.push(gte(vehicles.price, filters.minPrice));
  if (filters.maxPrice !== undefined) common.push(lte(vehicles.price, filters.maxPrice));
  if (filters.minYear !== undefined) common.push(gte(vehicles.year, filters.minYear));
  if (filters.maxMileage !== undefined) common.push(lte(vehicles.mileageKm, filters.maxMileage));
  return {
    common,
    own: {
      make: filters.make ? [sql`lower(${vehicles.make}) = lower(${filters.make})`] : [],
      bodyType: filters.bodyType ? [eq(vehicles.bodyType, filters.bodyType)] : [],
      province: filters.province ? [eq(vehicles.province, filters.province)] : [],
    },
  };
}

const ORDER: Record<VehicleSearch["sort"], SQL[]> = {
  newest: [desc(vehicles.listedAt), desc(vehicles.id)],
  price: [asc(vehicles.price), asc(vehicles.id)],
  "price-desc": [desc(vehicles.price), asc(vehicles.id)],
  year: [desc(vehicles.year), asc(vehicles.price), asc(vehicles.id)],
  mileage: [asc(vehicles.mileageKm), asc(vehicles.id)],
};

/** How many available cars of one make, body type and province match the filters that are not facets. */
export interface FacetCell {
  readonly make: string;
  readonly bodyType: string;
  readonly province: string;
  readonly count: number;
}

/**
 * The facet counts and the total from the cells: each facet counts the cells that pass every facet filter
 * but its own (so choosing a make still shows how many cars the other makes have); the total counts the
 * cells that pass them all.
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

/**
 * The part of a search the facet cells depend on: the filters other than make, body type and province
 * (which the cells are counted by), so searches that differ only in those share their cells.
 */
export function facetCellsKey(filters: VehicleFilters): string {
  const { make: _make, bodyType: _bodyType, province: _province, ...rest } = filters;
  const { sort: _sort, page: _page, pageSize: _pageSize, ...others } = rest as VehicleSearch;
  return JSON.stringify(
    Object.entries(others)
      .filter(([, value]) => value !== undefined)
      .sort(),
  );
}

/** Car listings in PostgreSQL (server/db/schema/vehicles.ts). */
export function databaseVehicleStore(db: Database): VehicleStore {
  return {
    async page(search) {
      const { common, own } = conditionsOf(search);
      const rows = await db
        .select()
        .from(vehicles)
        .where(and(...common, ...own.make, ...own.bodyType, ...own.province))
        .orderBy(...ORDER[search.sort])
        .limit(search.pageSize)
        .offset((search.page - 1) * search.pageSize);
      return rows.map(vehicleOf);
    },

    facetCells(filters) {
      return db
        .select({
          make: vehicles.make,
          bodyType: vehicles.bodyType,
          province: vehicles.province,
          count: sql<number>`count(*)::int`.mapWith(Number),
        })
        .from(vehicles)
        .where(and(...conditionsOf(filters).common))
        .groupBy(vehicles.make, vehicles.bodyType, vehicles.province);
    },

    async get(id) {
      const [row] = await db.select().from(vehicles).where(eq(vehicles.id, id));
      return row ? vehicleOf(row) : undefined;
    },

    insertAll(listings, now) {
      return db.transaction(async (tx) => {
        const ids: number[] = [];
        for (let start = 0; start < listings.length; start += INSERT_BATCH) {
          const batch = listings.slice(start, start + INSERT_BATCH);
          // One listing time per row, a millisecond apart and all before `now`, so "newest" keeps the order
          // they came in and a later write still moves the content version on.
          const inserted = await tx
            .insert(vehicles)
            .values(
              batch.map((listing, index) => {
                const at = new Date(now.getTime() - (listings.length - start - index));
                return { ...columnsOf(listing), listedAt: at, updatedAt: at };
              }),
            )
            .returning({ id: vehicles.id });
          ids.push(...inserted.map((row) => row.id));
        }
        return ids;
      });
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
      // Every write sets updated_at, and rows are never deleted: the count and the latest change say it all.
      const [row] = await queryRows<{ version: string }>(
        db,
        sql`SELECT count(*)::text || '-' || coalesce(floor(extract(epoch FROM max(${vehicles.updatedAt})) * 1000)::text, '0') AS version FROM ${vehicles}`,
      );
      return row?.version ?? "empty";
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
