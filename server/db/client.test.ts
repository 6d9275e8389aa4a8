import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, createTestPglite, type TestDatabase, type TestPglite } from "#test-support/database";
import { openDatabase, queryRows } from "./client";
import { pingDatabase, runMigrations } from "./migrate";

describe.each([
  ["PostgreSQL", createTestDatabase],
  ["PGlite", createTestPglite],
] as const)("the data layer on %s", (_name, create) => {
  let database: TestDatabase | TestPglite;
  beforeAll(async () => {
    database = await create();
  }, 120_000);
  afterAll(async () => {
    await database?.destroy();
  });

  it("applies the committed migrations, and applying them again changes nothing", async () => {
    await runMigrations(database);
    await pingDatabase(database);
    const tables = await queryRows<{ table_name: string }>(
      database.db,
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    expect(tables.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(["cash_power_parameters", "footer_definitions", "navigation_definitions"]),
    );
    const applied = await queryRows<{ count: number }>(
      database.db,
      sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`,
    );
    expect(applied[0]?.count).toBeGreaterThan(0);
  });
});

describe("openDatabase", () => {
  it("refuses a PostgreSQL address nobody answers on, without leaving a pool open", async () => {
    await expect(
      openDatabase({ databaseUrl: "postgres://postgres@127.0.0.1:1/none", dataDir: "unused" }),
    ).rejects.toThrow();
  });
});
