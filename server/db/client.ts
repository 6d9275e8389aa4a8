import { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { mkdir } from "node:fs/promises";
import { resolve } from "node:path";
import pg from "pg";

/**
 * The one database type the rest of the server uses: Drizzle's PostgreSQL dialect, whichever driver is
 * under it. Tables live in server/db/schema/*.ts and are imported where they are queried.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseDriver = "pglite" | "postgres";

export interface DatabaseHandle {
  readonly db: Database;
  readonly driver: DatabaseDriver;
  /** Where the data is: the PGlite folder, or the PostgreSQL address without its password. */
  readonly location: string;
  /** Closes the pool or the embedded database; an open PGlite instance keeps Node alive. Idempotent. */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// address of a PostgreSQL server; when set, PGlite is not used. */
  readonly databaseUrl?: string | undefined;
  /** Folder of the embedded PGlite database (created when missing). */
  readonly dataDir: string;
  /** Most connections the pool opens to a PostgreSQL server. */
  readonly maxConnections?: number;
}

/** Opens the database the configuration names: PostgreSQL when `databaseUrl` is set, else PGlite in `dataDir`. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl !== undefined) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.maxConnections ?? 10 });
    // A dropped connection must not crash the process; the next query gets a fresh one.
    pool.on("error", () => undefined);
    try {
      const probe = await pool.connect();
      probe.release();
    } catch (error) {
      await pool.end();
      throw error;
    }
    return closeOnce(
      { db: drizzleNodePostgres({ client: pool }), driver: "postgres", location: redactPassword(options.databaseUrl) },
      () => pool.end(),
    );
  }
  const dataDir = resolve(options.dataDir);
  await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir });
  return closeOnce({ db: drizzlePglite({ client }), driver: "pglite", location: dataDir }, () => client.close());
}

function closeOnce(handle: Omit<DatabaseHandle, "close">, end: () => Promise<void>): DatabaseHandle {
  let closing: Promise<void> | undefined;
  return { ...handle, close: () => (closing ??= end()) };
}

function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== "") parsed.password = "***";
    return parsed.toString();
  } catch {
    return "postgres://(unparseable address)";
  }
}

/**
 * Rows of a raw SQL query. `db.execute()` is typed `unknown` on the driver-neutral `Database`; both
 * drivers answer `{ rows }`, so this is the one place that says so.
 */
export async function queryRows<Row extends Record<string, unknown>>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}
