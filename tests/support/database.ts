import { randomBytes } from "node:crypto";
import { cp, mkdir, mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../../server/db/client";
import { runMigrations } from "../../server/db/migrate";

/**
 * Throwaway databases for tests, on the same data layer the server uses.
 *
 * - `createTestDatabase()`: a fresh database on the local PostgreSQL server (TEST_POSTGRES_URL, default
 *   postgres://postgres@127.0.0.1:5432/postgres, trust auth), migrated; `destroy()` closes and drops it.
 * - `createTestPglite()`: a fresh PGlite folder, migrated. A new PGlite folder takes seconds and about
 *   1 GB to initialise, so one initialised template is made per machine (node_modules/.cache) and each
 *   call copies it, which takes well under a second; `destroy()` closes and removes the copy.
 */

export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export interface TestDatabase extends DatabaseHandle {
  /** DATABASE_URL for a server process that should use this database. */
  readonly url: string;
  /** Closes this handle and drops the database (ends other sessions on it first). */
  destroy(): Promise<void>;
}

export interface TestPglite extends DatabaseHandle {
  /** DATA_DIR for a server process; close this handle first, since one process owns a PGlite folder. */
  readonly dataDir: string;
  /** Closes this handle and removes the folder. */
  destroy(): Promise<void>;
}

function databaseUrl(name: string): string {
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates, migrates and opens a throwaway PostgreSQL database. */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const name = `umoya_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE "${name}"`));
  const url = databaseUrl(name);
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ databaseUrl: url, dataDir: "unused", maxConnections: 4 });
    if (options.migrate !== false) await runMigrations(handle);
  } catch (error) {
    await dropDatabase(name);
    throw error;
  }
  return {
    ...handle,
    url,
    async destroy() {
      await handle.close();
      await dropDatabase(name);
    },
  };
}

async function dropDatabase(name: string): Promise<void> {
  await withAdminClient(async (client) => {
    await client.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
      [name],
    );
    await client.query(`DROP DATABASE IF EXISTS "${name}"`);
  });
}

const templateDir = fileURLToPath(new URL("../../node_modules/.cache/umoya-test-pglite/template", import.meta.url));
let templateReady: Promise<void> | undefined;

async function ensurePgliteTemplate(): Promise<void> {
  const marker = join(templateDir, "PG_VERSION");
  if (
    await stat(marker).then(
      () => true,
      () => false,
    )
  )
    return;
  const building = `${templateDir}.${process.pid}.${randomBytes(3).toString("hex")}`;
  const handle = await openDatabase({ dataDir: building });
  await handle.close();
  await mkdir(join(templateDir, ".."), { recursive: true });
  // Another worker may have finished first; either copy is a valid template.
  await cp(building, templateDir, { recursive: true, force: false, errorOnExist: false });
  await rm(building, { recursive: true, force: true });
}

/** Opens a fresh, migrated PGlite database in its own folder (copied from the per-machine template). */
export async function createTestPglite(options: { migrate?: boolean } = {}): Promise<TestPglite> {
  templateReady ??= ensurePgliteTemplate();
  await templateReady;
  const dataDir = await mkdtemp(join(tmpdir(), "umoya-pglite-"));
  await cp(templateDir, dataDir, { recursive: true });
  const handle = await openDatabase({ dataDir });
  try {
    if (options.migrate !== false) await runMigrations(handle);
  } catch (error) {
    await handle.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    ...handle,
    dataDir,
    async destroy() {
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
