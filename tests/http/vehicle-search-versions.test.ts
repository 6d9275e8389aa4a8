import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VehicleSearchPage } from "~/lib/vehicles/vehicle-facts";
import { VEHICLE_DEFAULT_PAGE_SIZE } from "~/lib/vehicles/vehicle-search";
import { queryRows } from "../../server/db/client";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { fetchRaw, startServer, type RunningServer } from "../support/server";

// The search answers from an index of the available cars built once per listings version. These tests check
// its answers against what the database itself counts and orders, before and after the listings change:
// through this server (a dealer feed, a withdrawal) and behind its back (another copy's write).

const ADMIN_TOKEN = "vehicle-versions-admin-token-0123";

let database: TestDatabase;
let server: RunningServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServer({ DATABASE_URL: database.url, ADMIN_TOKEN });
});

afterAll(async () => {
  await server?.stop();
  await database?.destroy();
});

interface Query {
  readonly make?: string;
  readonly bodyType?: string;
  readonly maxPrice?: number;
  readonly sort?: "newest" | "price";
  readonly pageSize?: number;
}

const queryString = (query: Query) =>
  new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();

async function search(query: Query): Promise<VehicleSearchPage> {
  const response = await fetchRaw(`${server.url}/api/vehicles?${queryString(query)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as VehicleSearchPage;
}

/** The same search written in SQL against the database: the page's ids, the total and each facet's counts. */
async function expectedOf(query: Query) {
  const make = query.make === undefined ? sql`true` : sql`lower(make) = lower(${query.make})`;
  const body = query.bodyType === undefined ? sql`true` : sql`body_type = ${query.bodyType}`;
  const price = query.maxPrice === undefined ? sql`true` : sql`price <= ${query.maxPrice}`;
  const order = query.sort === "price" ? sql`price, id` : sql`listed_at DESC, id DESC`;
  const available = sql`status = 'available' AND ${price}`;
  const counts = async (column: "make" | "body_type" | "province", where: SQL) =>
    Object.fromEntries(
      (
        await queryRows<{ value: string; count: number }>(
          database.db,
          sql`SELECT ${sql.raw(column)} AS value, count(*)::int AS count FROM vehicles WHERE ${available} AND ${where} GROUP BY 1`,
        )
      ).map((row) => [row.value, row.count]),
    );
  const ids = await queryRows<{ id: number }>(
    database.db,
    sql`SELECT id FROM vehicles WHERE ${available} AND ${make} AND ${body} ORDER BY ${order} LIMIT ${query.pageSize ?? VEHICLE_DEFAULT_PAGE_SIZE}`,
  );
  const [total] = await queryRows<{ count: number }>(
    database.db,
    sql`SELECT count(*)::int AS count FROM vehicles WHERE ${available} AND ${make} AND ${body}`,
  );
  return {
    ids: ids.map((row) => row.id),
    total: total?.count,
    make: await counts("make", body),
    bodyType: await counts("body_type", make),
    province: await counts("province", sql`${make} AND ${body}`),
  };
}

/** What the API answered, in the shape of expectedOf. */
const answerOf = (page: VehicleSearchPage) => ({
  ids: page.vehicles.map((vehicle) => vehicle.id),
  total: page.total,
  make: page.facets.make,
  bodyType: page.facets.bodyType,
  province: page.facets.province,
});

const SEARCHES: readonly Query[] = [
  {},
  { make: "toyota" },
  { make: "Toyota", bodyType: "bakkie", maxPrice: 600_000 },
  { bodyType: "suv", maxPrice: 350_000, sort: "price" },
  { make: "Zeekr", pageSize: 50 },
  { bodyType: "suv", sort: "price", pageSize: 50 },
];

async function expectSearchesToMatchTheDatabase() {
  for (const query of SEARCHES)
    expect(answerOf(await search(query)), queryString(query)).toEqual(await expectedOf(query));
}

const FEED = [
  "make,model,year,mileageKm,price,province,bodyType,fuel,transmission,dealer,dealerCode",
  "Zeekr,Versions One,2024,12000,455000,limpopo,suv,electric,automatic,Feed Motors,FM-01",
  "Zeekr,Versions Two,2023,33000,199000,northern-cape,suv,electric,automatic,Feed Motors,FM-01",
  "Zeekr,Versions Three,2022,45000,255000,gauteng,hatchback,electric,automatic,Feed Motors,FM-01",
].join("\n");

describe("car search across listings versions", () => {
  it("answers searches of every kind with the cars, order and counts the database holds", async () => {
    await expectSearchesToMatchTheDatabase();
  });

  it("has a dealer feed's cars and counts in the very next search, kept answers included", async () => {
    const before = await search({ bodyType: "suv", sort: "price", pageSize: 50 });
    const imported = await fetchRaw(`${server.url}/api/vehicles/import`, {
      method: "POST",
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, "Content-Type": "text/csv" },
      body: FEED,
    });
    expect(imported.status).toBe(201);
    const { ids } = (await imported.json()) as { ids: number[] };

    const after = await search({ bodyType: "suv", sort: "price", pageSize: 50 });
    expect(after.total).toBe(before.total + 2);
    expect(after.facets.make.Zeekr).toBe(2);
    const zeekrs = await search({ make: "zeekr" });
    expect(zeekrs.vehicles.map((vehicle) => vehicle.id)).toEqual([...ids].reverse());
    expect(zeekrs.facets.bodyType).toEqual({ suv: 2, hatchback: 1 });
    await expectSearchesToMatchTheDatabase();
  });

  it("drops a withdrawn car from the next search and its counts", async () => {
    const [car] = (await search({ make: "Zeekr", bodyType: "suv", sort: "price" })).vehicles;
    if (!car) throw new Error("the imported Zeekr is not found");
    const withdrawn = await fetchRaw(`${server.url}/api/vehicles/${car.id}`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(withdrawn.status).toBe(204);
    const after = await search({ make: "Zeekr", pageSize: 50 });
    expect(after.vehicles.map((vehicle) => vehicle.id)).not.toContain(car.id);
    expect(after.total).toBe(2);
    expect(after.facets.bodyType).toEqual({ suv: 1, hatchback: 1 });
    await expectSearchesToMatchTheDatabase();
  });

  it("picks up a change another copy of the server wrote within seconds", async () => {
    const before = await search({ make: "Toyota", bodyType: "bakkie", maxPrice: 600_000 });
    const [sold] = before.vehicles;
    if (!sold) throw new Error("no Toyota bakkie seeded");
    // Straight into the database, as another copy behind the same load balancer would write it.
    await database.db.execute(sql`UPDATE vehicles SET status = 'sold', updated_at = now() WHERE id = ${sold.id}`);
    await expect
      .poll(async () => (await search({ make: "Toyota", bodyType: "bakkie", maxPrice: 600_000 })).total, {
        timeout: 10_000,
      })
      .toBe(before.total - 1);
    await expectSearchesToMatchTheDatabase();
  });
});
