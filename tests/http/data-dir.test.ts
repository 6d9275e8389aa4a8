import { chmod, cp, mkdtemp, readdir, rm, stat, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createTestPglite } from "../support/database";
import { fetchRaw, runServerToExit, startServer, type RunningServer } from "../support/server";

/** Folders and servers of the running test, removed and stopped after it. */
const folders: string[] = [];
const servers: RunningServer[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

/** Folders 0755 and files 0666 from `directory` down, as the embedded database creates them. */
async function openToEveryone(directory: string): Promise<void> {
  await chmod(directory, 0o755);
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) await openToEveryone(path);
    else await chmod(path, 0o666);
  }
}

/** A folder holding a migrated embedded database, closed (one process owns a folder). */
async function databaseFolder(): Promise<string> {
  const database = await createTestPglite();
  await database.close();
  folders.push(database.dataDir);
  return database.dataDir;
}

// Each starts the embedded database at least once: slower than the default test time on a busy machine.
describe("the data folder (DATA_DIR)", { timeout: 120_000 }, () => {
  it("lets one server hold it: a second exits at once, naming the folder and saying another server holds it", async () => {
    const dataDir = await databaseFolder();
    const first = await startServer({ DATA_DIR: dataDir });
    servers.push(first);
    const second = await runServerToExit({ DATA_DIR: dataDir });
    expect(second.code).toBe(1);
    expect(second.output).toContain(`Another server holds the data folder ${dataDir}`);
    expect(second.output).toContain(`process ${first.process.pid}`);
    // At once: it gives up on the held folder before opening any database, without waiting for the lock.
    expect(second.output).not.toContain("database open");
    expect(second.elapsedMs).toBeLessThan(20_000);
    // The first one goes on serving.
    expect((await fetchRaw(`${first.url}/healthz`)).status).toBe(200);
  });

  it("refuses a folder whose PG_VERSION is missing instead of starting an empty database over it", async () => {
    const dataDir = await databaseFolder();
    await unlink(join(dataDir, "PG_VERSION"));
    const run = await runServerToExit({ DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.output).toContain(
      `The data folder ${dataDir} is not empty but is not a whole database: PG_VERSION is missing`,
    );
    expect(run.output).not.toMatch(/ErrnoError|RuntimeError|is serving/);
    expect(await readdir(dataDir)).not.toContain("PG_VERSION");
  });

  it("refuses a folder whose transaction status was overwritten, saying it looks damaged", async () => {
    const dataDir = await databaseFolder();
    const xact = join(dataDir, "pg_xact");
    for (const file of await readdir(xact)) await writeFile(join(xact, file), "overwritten by mistake");
    const run = await runServerToExit({ DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.output).toContain(`The database in the data folder ${dataDir} could not be opened`);
    expect(run.output).toContain("looks damaged");
    expect(run.output).not.toContain("is serving");
  });

  it("creates a new folder readable by its owner only", async () => {
    const parent = await mkdtemp(join(tmpdir(), "umoya-data-dir-"));
    folders.push(parent);
    const dataDir = join(parent, "data");
    // A copy of an initialised database stands in for a first start, which takes seconds and 1 GB; its
    // modes are opened up as the embedded database leaves them.
    await cp(await databaseFolder(), dataDir, { recursive: true });
    await openToEveryone(dataDir);
    const server = await startServer({ DATA_DIR: dataDir });
    servers.push(server);
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    expect((await stat(join(dataDir, "PG_VERSION"))).mode & 0o777).toBe(0o600);
    expect((await stat(join(dataDir, "base"))).mode & 0o777).toBe(0o700);
  });

  it("is taken over at once after its server was killed", async () => {
    const dataDir = await databaseFolder();
    const killed = await startServer({ DATA_DIR: dataDir });
    expect(await killed.stop("SIGKILL")).toBeNull();
    const started = performance.now();
    const next = await startServer({ DATA_DIR: dataDir });
    servers.push(next);
    expect(performance.now() - started).toBeLessThan(8_000);
    expect((await fetchRaw(`${next.url}/healthz`)).status).toBe(200);
  });
});
