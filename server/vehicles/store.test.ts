import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VehicleInput } from "../../app/lib/vehicles/vehicle-search";
import { createTestDatabase, type TestDatabase } from "#test-support/database";
import { queryRows } from "../db/client";
import { vehicles } from "../db/schema/vehicles";
import { databaseVehicleStore, type VehicleStore } from "./store";

const listing = (n: number, overrides: Partial<VehicleInput> = {}): VehicleInput => ({
  make: "Storetest",
  model: `Model ${n}`,
  variant: "",
  year: 2023,
  mileageKm: 1000 + n,
  price: 300_000 + n,
  province: "gauteng",
  bodyType: "suv",
  fuel: "electric",
  transmission: "automatic",
  colour: "",
  dealer: "Store Motors",
  dealerCode: "SM-01",
  town: "",
  ...overrides,
});

let database: TestDatabase;
let store: VehicleStore;
const countOf = async (make: string) =>
  (
    await queryRows<{ count: number }>(
      database.db,
      sql`SELECT count(*)::int AS count FROM ${vehicles} WHERE ${vehicles.make} = ${make}`,
    )
  )[0]?.count;

describe("the dealer feed's writing (insertAll)", () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    store = databaseVehicleStore(database.db);
  }, 60_000);
  afterAll(async () => {
    await database?.destroy();
  });

  it("shows every row of a feed of several steps at once, in the order given", async () => {
    const before = await store.contentVersion();
    const ids = await store.insertAll(
      Array.from({ length: 450 }, (_, n) => listing(n)),
      new Date(),
    );
    expect(ids).toHaveLength(450);
    expect(await store.contentVersion()).not.toBe(before);
    const shown = (await store.available()).filter((car) => car.make === "Storetest");
    expect(shown).toHaveLength(450);
    expect(shown[0]?.model).toBe("Model 449");
    expect((await store.get(ids[0]!))?.status).toBe("available");
  });

  it("leaves nothing behind when a row fails part-way, after earlier steps were written", async () => {
    const before = await store.contentVersion();
    // The 301st row's price does not fit the column: the database refuses it in the second step.
    const feed = Array.from({ length: 400 }, (_, n) =>
      listing(n, { make: "Failtest", price: n === 300 ? 2 ** 40 : 300_000 + n }),
    );
    await expect(store.insertAll(feed, new Date())).rejects.toThrow();
    expect(await countOf("Failtest")).toBe(0);
    expect(await store.contentVersion()).toBe(before);
  });

  it("keeps a running import's rows out of sight, and removes those of an import that never finished", async () => {
    const hour = 60 * 60_000;
    const hiddenRow = (model: string, status: string, updatedAt = new Date()) => ({
      make: "Hiddentest",
      model,
      year: 2023,
      mileageKm: 1,
      price: 300_000,
      province: "gauteng",
      bodyType: "suv",
      fuel: "electric",
      transmission: "automatic",
      dealerName: "Hidden Motors",
      dealerCode: "HM-01",
      status,
      updatedAt,
    });
    const [running] = await database.db
      .insert(vehicles)
      .values([
        hiddenRow("Running", "importing:running"),
        hiddenRow("Abandoned", "importing:abandoned", new Date(Date.now() - 2 * hour)),
      ])
      .returning({ id: vehicles.id });
    const version = await store.contentVersion();
    expect(await store.get(running!.id)).toBeUndefined();
    expect((await store.available()).some((car) => car.make === "Hiddentest")).toBe(false);

    await store.insertAll([listing(1, { make: "Aftertest" })], new Date());
    expect(await store.contentVersion()).not.toBe(version);
    const left = await queryRows<{ id: number }>(
      database.db,
      sql`SELECT id FROM ${vehicles} WHERE ${vehicles.make} = 'Hiddentest' ORDER BY id`,
    );
    expect(left.map((row) => row.id)).toEqual([running!.id]);
  });
});
