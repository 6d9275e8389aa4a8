import { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { resolve } from "node:path";
import pg from "pg";
import { errorSummary } from "../error-summary";
import {
  checkSinceCleanStop,
  DataDirError,
  ensureWritableDataDir,
  lockDataDir,
  makePrivate,
  prepareDataDir,
  recordCleanStop,
} from "./data-dir";
import { isDatabaseUnavailable } from "./unavailable";

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
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. When the
   * database stops answering mid-way (a time limit below), the connection is thrown away rather than
   * reused, so the server rolls the transaction back as soon as it reads on: a write that was answered
   * "try again" is not stored later behind the caller's back.
   */
  transaction<T>(work: (db: Database) => Promise<T>): Promise<T>;
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

/**
 * Time limits on every PostgreSQL call. Without them a frozen or unreachable server holds each request
 * (and /healthz) for as long as it stays frozen; with them a write answers 503 with Retry-After within a
 * few seconds. A page's or a write's queries take milliseconds, so these leave a wide margin.
 */
export const POSTGRES_TIME_LIMITS = {
  /** Longest wait for a connection (from the pool, or a new one) before a query fails. */
  connectMs: 1500,
  /** The server cancels a statement running longer than this (it is alive but slow, e.g. waiting on a lock). */
  statementMs: 1500,
  /** The server ends a session that sits in an open transaction, doing nothing, for longer than this. */
  idleInTransactionMs: 5000,
  /**
   * Longest wait for the answer to a query, measured here: the statement limit cannot help when the server
   * does not run at all (frozen, or its machine gone), so the client gives up by itself a little later.
   */
  queryMs: 2000,
  /** TCP keepalive probes start after this much silence, so a connection to a vanished machine is noticed. */
  keepAliveDelayMs: 10_000,
} as const;

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
      connectionTimeoutMillis: POSTGRES_TIME_LIMITS.connectMs,
      statement_timeout: POSTGRES_TIME_LIMITS.statementMs,
      idle_in_transaction_session_timeout: POSTGRES_TIME_LIMITS.idleInTransactionMs,
      query_timeout: POSTGRES_TIME_LIMITS.queryMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: POSTGRES_TIME_LIMITS.keepAliveDelayMs,
    });
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
      {
        db: drizzleNodePostgres({ client: pool }),
        driver: "postgres",
        location: redactPassword(options.databaseUrl),
        transaction: (work) => postgresTransaction(pool, work),
      },
      () => pool.end(),
    );
  }
  const dataDir = resolve(options.dataDir);
  await ensureWritableDataDir(dataDir);
  const lock = await lockDataDir(
    dataDir,
    options.onLockLost ??
      ((error) => {
        throw error;
      }),
  );
  try {
    const kind = await prepareDataDir(dataDir);
    if (kind === "existing") await checkSinceCleanStop(dataDir);
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
    const db = drizzlePglite({ client: open });
    // In this process: nothing can hang half-way, so Drizzle's own transaction is all it takes.
    const transaction = <T>(work: (db: Database) => Promise<T>) => db.transaction((tx) => work(tx));
    return closeOnce({ db, driver: "pglite", location: dataDir, transaction }, async () => {
      await open.close();
      await recordCleanStop(dataDir).catch(() => undefined);
      await lock.release();
    });
  } catch (error) {
    await lock.release().catch(() => undefined);
    throw error;
  }
}

/**
 * A transaction on one connection of the pool. Drizzle's own transaction would answer a lost database by
 * sending ROLLBACK on the same connection (which waits out another time limit behind the unanswered
 * statement) and then hand the connection back to the pool with the transaction still open on the
 * server; here a connection whose database stopped answering is destroyed instead (`release(true)`), and
 * the server, which never receives COMMIT, rolls the transaction back.
 */
async function postgresTransaction<T>(pool: pg.Pool, work: (db: Database) => Promise<T>): Promise<T> {
  const connection = await pool.connect();
  let reusable = true;
  try {
    await connection.query("BEGIN");
    const result = await work(drizzleNodePostgres({ client: connection }));
    await connection.query("COMMIT");
    return result;
  } catch (error) {
    if (isDatabaseUnavailable(error)) reusable = false;
    else await connection.query("ROLLBACK").catch(() => (reusable = false));
    throw error;
  } finally {
    connection.release(!reusable);
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
