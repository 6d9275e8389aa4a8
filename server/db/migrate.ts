import { sql } from "drizzle-orm";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { fileURLToPath } from "node:url";
import type { Pool } from "pg";
import type { DatabaseHandle } from "./client";

/**
 * The committed migrations. Resolved from this module's place, which is server/db/ in the sources and
 * build/app-server/ in the bundle: both are two folders below the project root.
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../server/db/migrations", import.meta.url));

/** Any number, fixed: the advisory lock that keeps two starting servers from migrating at once. */
const MIGRATION_LOCK_KEY = 7_303_514;

/**
 * Applies the migrations the database has not seen yet (Drizzle records them in
 * drizzle.__drizzle_migrations). Safe to call at every start and from several processes at once.
 */
export async function runMigrations(
  handle: DatabaseHandle,
  migrationsFolder: string = MIGRATIONS_FOLDER,
): Promise<void> {
  if (handle.driver === "pglite") {
    // One process owns a PGlite folder, so there is nobody to lock out.
    await migratePglite(handle.db as PgliteDatabase, { migrationsFolder });
    return;
  }
  const db = handle.db as NodePgDatabase & { $client: Pool };
  // A session-level advisory lock must be taken and released on the same connection.
  const pool = db.$client;
  const connection = await pool.connect();
  try {
    await connection.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrateNodePostgres(db, { migrationsFolder });
  } finally {
    await connection.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
    connection.release();
  }
}

/** Cheap liveness probe for /healthz. */
export async function pingDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql`SELECT 1`);
}
