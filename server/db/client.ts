import { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { mkdir } from "node:fs/promises";
import { resolve } from "node:path";
import pg from "pg";
import { errorSummary } from "../error-summary";
import { DataDirError, lockDataDir, makePrivate, prepareDataDir } from "./data-dir";

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
  /**
   * Called if this process loses its lock on the PGlite folder (another process took it over, or it
   * could not be refreshed in time); it must stop using the database. By default the error is thrown.
   */
  readonly onLockLost?: (error: Error) => void;
}

/** Longest wait for a connection from the pool before a query fails (the database is out of reach). */
const CONNECT_TIMEOUT_MS = 5000;

const describe = (error: unknown) => {
  const summary = errorSummary(error);
  return [summary.type, summary.code, summary.cause?.type, summary.cause?.code].filter(Boolean).join(", ");
};

/** Opens the database the configuration names: PostgreSQL when `databaseUrl` is set, else PGlite in `dataDir`. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl !== undefined) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.maxConnections ?? 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // A dropped connection must not crash the process; the next query gets a fresh one. The pool's own
    // listener covers idle connections only: one checked out (inside a transaction, between its
    // statements) reports the loss as an 'error' event too, and the statement waiting on it fails anyway.
    pool.on("error", () => undefined);
    pool.on("connect", (client) => client.on("error", () => undefined));
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
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const lock = await lockDataDir(
    dataDir,
    options.onLockLost ??
      ((error) => {
        throw error;
      }),
  );
  try {
    const kind = await prepareDataDir(dataDir);
    let client: PGlite | undefined;
    try {
      client = await PGlite.create({ dataDir });
      // A damaged folder can open and fail on its first query instead.
      await client.query("SELECT 1");
    } catch (error) {
      await client?.close().catch(() => undefined);
      throw new DataDirError(
        kind === "new"
          ? `A new database could not be created in the data folder ${dataDir} (${describe(error)}).`
          : `The database in the data folder ${dataDir} could not be opened (${describe(error)}): it looks damaged. Restore the folder from a backup; it is never started over by itself.`,
      );
    }
    await makePrivate(dataDir);
    const open = client;
    return closeOnce({ db: drizzlePglite({ client: open }), driver: "pglite", location: dataDir }, async () => {
      await open.close();
      await lock.release();
    });
  } catch (error) {
    await lock.release().catch(() => undefined);
    throw error;
  }
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
