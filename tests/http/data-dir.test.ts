import { execFileSync } from "node:child_process";
import { chmod, cp, mkdir, mkdtemp, readdir, rm, stat, unlink, utimes, writeFile } from "node:fs/promises";
import { tmpdir, userInfo } from "node:os";
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

/**
 * A user without the right to write a folder of someone else's: the `postgres` account when the tests run
 * as root (root may write anywhere), else the test's own user with a folder made read-only.
 */
const unprivileged: { name: string; ids?: { uid: number; gid: number } } | undefined = (() => {
  if (process.getuid?.() !== 0) return { name: userInfo().username };
  try {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    return { name: "postgres", ids: { uid, gid } };
  } catch {
    return undefined;
  }
})();

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
    // At once: it gives up on the held folder before opening any database, without waiting for the lock (a
    // wait would end in the same message, but only after the lock's stale time, past runServerToExit's limit).
    expect(second.output).not.toContain("database open");
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
    // The note of the last clean stop tells first; without it, the database fails to open.
    expect(run.output).toMatch(
      new RegExp(`The database in the data folder ${dataDir} (looks damaged: pg_xact|could not be opened)`),
    );
    expect(run.output).toContain("looks damaged");
    expect(run.output).not.toContain("is serving");
  });

  it("refuses a folder whose commit log was overwritten with a file of the same size while it was stopped", async () => {
    // A commit log of zeros opens without an error, and the rows of every transaction it no longer shows
    // as committed would vanish: the note the server left when it stopped tells the next start.
    const dataDir = await databaseFolder();
    const xact = join(dataDir, "pg_xact");
    for (const file of await readdir(xact)) {
      const size = (await stat(join(xact, file))).size;
      await writeFile(join(xact, file), Buffer.alloc(size));
    }
    const run = await runServerToExit({ DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.output).toContain(`The database in the data folder ${dataDir} looks damaged: pg_xact/0000`);
    expect(run.output).toContain("Restore the folder from a backup");
    expect(run.output).not.toContain("is serving");
  });

  it("explains a file given as DATA_DIR, or a path through a file, in words", async () => {
    const parent = await mkdtemp(join(tmpdir(), "umoya-data-dir-"));
    folders.push(parent);
    const file = join(parent, "not-a-folder");
    await writeFile(file, "a file, not a folder");
    for (const dataDir of [file, join(file, "data")]) {
      const run = await runServerToExit({ DATA_DIR: dataDir });
      expect(run.code).toBe(1);
      expect(run.output).toContain(
        `DATA_DIR is ${dataDir}, which cannot be a folder: it, or a folder on its path, is a file.`,
      );
      expect(run.output).not.toMatch(/EEXIST|ENOTDIR|\n\s+at |is serving/);
    }
  });

  it.skipIf(unprivileged === undefined)("explains a folder the server may not write, in words", async () => {
    const user = unprivileged!;
    const parent = await mkdtemp(join(tmpdir(), "umoya-data-dir-"));
    folders.push(parent);
    // Readable by everyone, writable by its owner only, and the server runs as someone else.
    await chmod(parent, 0o755);
    const dataDir = join(parent, "data");
    await mkdir(dataDir, { mode: 0o755 });
    if (process.getuid?.() !== 0) await chmod(dataDir, 0o555);
    const run = await runServerToExit({ DATA_DIR: dataDir }, 30_000, user.ids);
    expect(run.code).toBe(1);
    expect(run.output).toContain(
      `The data folder ${dataDir} cannot be written: the server runs as ${user.name}, who may not write there.`,
    );
    expect(run.output).not.toMatch(/EACCES|\n\s+at |is serving/);
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
    // The lock looks refreshed a minute from now: it cannot go stale while this test runs, so a server that
    // takes the folder over did so because its holder is gone, not after waiting out the lock's stale time.
    const fresh = new Date(Date.now() + 60_000);
    await utimes(join(dataDir, "umoya-server.lock"), fresh, fresh);
    const next = await startServer({ DATA_DIR: dataDir });
    servers.push(next);
    expect((await fetchRaw(`${next.url}/healthz`)).status).toBe(200);
  });
});
