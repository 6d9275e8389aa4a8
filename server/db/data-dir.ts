import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { chmod, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { hostname, userInfo } from "node:os";
import { join } from "node:path";
import lockfile from "proper-lockfile";

/**
 * The embedded database's folder (DATA_DIR): one server owns it, a damaged one is never started over, and
 * what it holds is readable by its owner only.
 */

/** Why a data folder cannot be used; the message names the folder and says what to do. */
export class DataDirError extends Error {
  override name = "DataDirError";
}

/** The lock (a directory, created atomically) and the note saying which process holds it. */
const LOCK_NAME = "umoya-server.lock";
const OWNER_NAME = "umoya-server.owner.json";
/** Every name of ours in the folder starts so; a folder holding nothing else is empty. */
const OWN_PREFIX = "umoya-server.";

/** A lock not refreshed for this long belongs to a server that stopped without releasing it. */
const LOCK_STALE_MS = 10_000;
/** How often the holder refreshes its lock. */
const LOCK_REFRESH_MS = 2_000;

/** What a PostgreSQL data folder cannot be without. */
const REQUIRED_ENTRIES = ["PG_VERSION", "base", "global", "pg_wal", "pg_xact"];

interface OwnerNote {
  readonly pid: number;
  readonly hostname: string;
  readonly bootId: string | undefined;
  /** The lock directory's inode: the note speaks of this lock only, not of one before it. */
  readonly lockInode: number;
  readonly since: string;
}

function bootId(): string | undefined {
  try {
    return readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function readOwner(dataDir: string): Promise<OwnerNote | undefined> {
  try {
    return JSON.parse(await readFile(join(dataDir, OWNER_NAME), "utf8")) as OwnerNote;
  } catch {
    return undefined;
  }
}

/** The owner note, when it describes the lock there now and a process of this machine. */
async function ownerOnThisMachine(dataDir: string): Promise<OwnerNote | undefined> {
  const [owner, lock] = await Promise.all([readOwner(dataDir), stat(join(dataDir, LOCK_NAME)).catch(() => undefined)]);
  if (!owner || !lock || owner.lockInode !== lock.ino) return undefined;
  if (owner.hostname !== hostname() || owner.bootId !== bootId() || owner.pid === process.pid) return undefined;
  return owner;
}

const heldMessage = (dataDir: string, owner: OwnerNote | undefined) =>
  `Another server holds the data folder ${dataDir}${
    owner ? ` (process ${owner.pid} on ${owner.hostname}, since ${owner.since})` : ""
  }. One server owns a data folder: stop that one first, or give this one a DATA_DIR of its own (several copies of the server share PostgreSQL through DATABASE_URL instead).`;

export interface DataDirLock {
  release(): Promise<void>;
}

/**
 * The guard held, for a few milliseconds, by the one process deciding who gets the lock: a directory
 * (mkdir is atomic: of two processes creating it, one fails) holding a note with its process id.
 */
const GUARD_NAME = "umoya-server.lock-guard";
/** A guard older than this was left by a process that died holding it. */
const GUARD_STALE_MS = 10_000;
/** How long a process waits for another one to finish deciding, at most. */
const GUARD_WAIT_MS = 5_000;
const GUARD_RETRY_MS = 25;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the guard was left behind by a process that died holding it. */
async function guardIsStale(guardPath: string): Promise<boolean> {
  const [note, info] = await Promise.all([
    readFile(join(guardPath, "pid"), "utf8").catch(() => undefined),
    stat(guardPath).catch(() => undefined),
  ]);
  if (!info) return false;
  const pid = Number(note?.split(" ")[0]);
  const sameMachine = note?.split(" ")[1] === `${hostname()}/${bootId() ?? ""}`;
  if (sameMachine && Number.isInteger(pid) && pid > 0) return !isAlive(pid);
  return Date.now() - info.mtimeMs > GUARD_STALE_MS;
}

/** Runs `decide` while holding the folder's guard, so that no two processes decide at once. */
async function underGuard<T>(dataDir: string, decide: () => Promise<T>): Promise<T> {
  const guardPath = join(dataDir, GUARD_NAME);
  const deadline = Date.now() + GUARD_WAIT_MS;
  for (;;) {
    try {
      await mkdir(guardPath);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    // Moved aside before removal: of two processes finding it stale, only one moves it.
    if (await guardIsStale(guardPath)) {
      const aside = `${guardPath}.stale-${process.pid}`;
      if (
        await rename(guardPath, aside).then(
          () => true,
          () => false,
        )
      )
        await rm(aside, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline) throw new DataDirError(heldMessage(dataDir, await readOwner(dataDir)));
    // Another process is deciding: it holds the guard for milliseconds.
    await sleep(GUARD_RETRY_MS);
  }
  try {
    await writeFile(join(guardPath, "pid"), `${process.pid} ${hostname()}/${bootId() ?? ""}`);
    return await decide();
  } finally {
    await rm(guardPath, { recursive: true, force: true });
  }
}

/**
 * Takes the folder's lock (proper-lockfile: a directory created atomically and refreshed every 2 s), or
 * fails with a DataDirError naming the folder and the server that holds it:
 *
 * - at once, when the holder is a live process of this machine;
 * - when the holder was a process of this machine that has ended (killed, crashed), the lock is taken
 *   over at once;
 * - otherwise (a server on another machine or in another container sharing the folder) the lock is
 *   taken once it has not been refreshed for 10 s, and refused if it keeps being refreshed.
 *
 * Taking a lock over is two steps (remove the old one, create one's own), which two servers starting at
 * once could interleave so that both hold it: so every decision is made under a guard (`underGuard`) that
 * only one process holds at a time, and a dead holder's lock is moved aside by the guard's holder, never
 * left for proper-lockfile to remove as stale. (What is left: a process that dies in the milliseconds it
 * holds the guard leaves it stale; should two servers then find it stale at the same instant, one could
 * move aside the new guard of the other, and both would decide at once.)
 *
 * `onLost` runs if the lock is taken away or cannot be refreshed in time: the caller must stop writing.
 */
export async function lockDataDir(dataDir: string, onLost: (error: Error) => void): Promise<DataDirLock> {
  const lockPath = join(dataDir, LOCK_NAME);
  const options = {
    lockfilePath: lockPath,
    realpath: false,
    stale: LOCK_STALE_MS,
    update: LOCK_REFRESH_MS,
    onCompromised: onLost,
  };
  const staleUntil = Date.now() + LOCK_STALE_MS + 2 * LOCK_REFRESH_MS;
  let release: (() => Promise<void>) | undefined;
  for (;;) {
    release = await underGuard(dataDir, async () => {
      const lock = await stat(lockPath).catch(() => undefined);
      if (lock) {
        const owner = await ownerOnThisMachine(dataDir);
        if (owner && isAlive(owner.pid)) throw new DataDirError(heldMessage(dataDir, owner));
        // A holder on this machine that has ended, or a lock nobody has refreshed for the stale time.
        const abandoned = owner !== undefined || Date.now() - lock.mtimeMs > LOCK_STALE_MS;
        if (!abandoned) return undefined;
        const aside = `${lockPath}.taken-over-${process.pid}`;
        await rename(lockPath, aside);
        await rm(aside, { recursive: true, force: true });
      }
      return lockfile.lock(dataDir, options);
    });
    if (release) break;
    // Held by a server elsewhere (another machine or container): it is ours once it stops refreshing.
    if (Date.now() > staleUntil) throw new DataDirError(heldMessage(dataDir, await readOwner(dataDir)));
    await sleep(1000);
  }
  const note: OwnerNote = {
    pid: process.pid,
    hostname: hostname(),
    bootId: bootId(),
    lockInode: (await stat(lockPath)).ino,
    since: new Date().toISOString(),
  };
  // Written whole or not at all: a reader never sees half a note.
  const draft = `${join(dataDir, OWNER_NAME)}.${process.pid}`;
  await writeFile(draft, JSON.stringify(note), { mode: 0o600 });
  await rename(draft, join(dataDir, OWNER_NAME));
  return { release };
}

/** What went wrong with the data folder, in words, from a file system error's code. */
function explainFolderError(dataDir: string, error: unknown, doing: "created" | "written"): string {
  const code = (error as NodeJS.ErrnoException).code;
  const user = (() => {
    try {
      return userInfo().username;
    } catch {
      return `user ${process.getuid?.() ?? "?"}`;
    }
  })();
  switch (code) {
    case "EEXIST":
    case "ENOTDIR":
      return `DATA_DIR is ${dataDir}, which cannot be a folder: it, or a folder on its path, is a file. Point DATA_DIR at a folder (it is created when missing).`;
    case "EACCES":
    case "EPERM":
      return `The data folder ${dataDir} cannot be ${doing}: the server runs as ${user}, who may not write there. Give that user write access to the folder, or point DATA_DIR at a folder it may write.`;
    case "EROFS":
      return `The data folder ${dataDir} cannot be ${doing}: it is on a read-only file system. Point DATA_DIR at a folder on a writable disk (the embedded database writes to it all the time).`;
    case "ENOSPC":
    case "EDQUOT":
      return `The data folder ${dataDir} cannot be ${doing}: the disk (or the user's quota) is full. Free some space, then start the server again.`;
    default:
      return `The data folder ${dataDir} cannot be ${doing} (${code ?? "unknown error"}).`;
  }
}

/**
 * Makes sure DATA_DIR names a folder this process can write, creating it (0700) when missing, or fails with
 * a DataDirError that says in words what is wrong (a file where the folder should be, no permission, a
 * read-only disk) and what to do, rather than the file system's error code.
 */
export async function ensureWritableDataDir(dataDir: string): Promise<void> {
  try {
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw new DataDirError(explainFolderError(dataDir, error, "created"));
  }
  // A file written and removed again: the only sure test (permissions, read-only mounts, root's rights).
  const probe = join(dataDir, `${OWN_PREFIX}write-check.${process.pid}`);
  try {
    await writeFile(probe, "");
    await rm(probe, { force: true });
  } catch (error) {
    throw new DataDirError(explainFolderError(dataDir, error, "written"));
  }
}

/**
 * Makes sure `dataDir` can hold the embedded database: created (0700) when missing, made 0700 when it
 * exists. An empty folder gets a new database; a folder that holds something, but not a whole
 * PostgreSQL data folder, is refused with a message that names the folder and what is missing, rather
 * than started over as an empty database.
 */
export async function prepareDataDir(dataDir: string): Promise<"new" | "existing"> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await chmod(dataDir, 0o700).catch(() => undefined);
  let entries: string[];
  try {
    entries = (await readdir(dataDir)).filter((name) => !name.startsWith(OWN_PREFIX));
  } catch (error) {
    throw new DataDirError(
      `The data folder ${dataDir} cannot be read (${(error as NodeJS.ErrnoException).code ?? "unknown error"}).`,
    );
  }
  if (entries.length === 0) return "new";
  const missing = REQUIRED_ENTRIES.filter((name) => !entries.includes(name));
  if (missing.length > 0) {
    throw new DataDirError(
      `The data folder ${dataDir} is not empty but is not a whole database: ${missing.join(", ")} ${
        missing.length === 1 ? "is" : "are"
      } missing. It may be damaged, or DATA_DIR names the wrong folder. Restore the folder from a backup, or point DATA_DIR at an empty or new folder; it is never started over by itself.`,
    );
  }
  return "existing";
}

/**
 * The note a server leaves when it stops cleanly: checksums of the commit log (pg_xact, the record of which
 * transactions committed). A commit log overwritten while no server ran (a restore gone wrong, a copy over
 * the wrong folder) still opens, and the rows of the transactions it no longer shows as committed vanish
 * without an error; the note lets the next start notice and refuse instead.
 */
const CLEAN_STOP_NAME = `${OWN_PREFIX}clean-stop.json`;
const COMMIT_LOG = "pg_xact";

async function commitLogChecksums(dataDir: string): Promise<Record<string, string>> {
  const folder = join(dataDir, COMMIT_LOG);
  const sums: Record<string, string> = {};
  for (const name of (await readdir(folder)).sort()) {
    sums[name] = createHash("sha256")
      .update(await readFile(join(folder, name)))
      .digest("hex");
  }
  return sums;
}

/** Leaves the clean-stop note; call once the embedded database is closed. */
export async function recordCleanStop(dataDir: string): Promise<void> {
  const note = JSON.stringify({ stoppedAt: new Date().toISOString(), commitLog: await commitLogChecksums(dataDir) });
  const draft = `${join(dataDir, CLEAN_STOP_NAME)}.${process.pid}`;
  await writeFile(draft, note, { mode: 0o600 });
  await rename(draft, join(dataDir, CLEAN_STOP_NAME));
}

/**
 * Before the embedded database opens: when the last server stopped cleanly, its commit log must be as it
 * left it, or the folder is refused as damaged. The note is then removed, as the running database changes
 * what it describes. (After a crash there is no note, and nothing to compare.)
 */
export async function checkSinceCleanStop(dataDir: string): Promise<void> {
  const path = join(dataDir, CLEAN_STOP_NAME);
  let note: { stoppedAt?: string; commitLog?: Record<string, string> };
  try {
    note = JSON.parse(await readFile(path, "utf8")) as typeof note;
  } catch {
    return;
  }
  const now = await commitLogChecksums(dataDir).catch(() => ({}) as Record<string, string>);
  const changed = Object.entries(note.commitLog ?? {})
    .filter(([name, sum]) => now[name] !== sum)
    .map(([name]) => `${COMMIT_LOG}/${name}`);
  if (changed.length > 0) {
    throw new DataDirError(
      `The database in the data folder ${dataDir} looks damaged: ${changed.join(", ")} (the record of which changes were committed) is not what the server left when it stopped at ${note.stoppedAt ?? "its last stop"}, so stored data would silently vanish. Restore the folder from a backup; it is never started over by itself.`,
    );
  }
  await rm(path, { force: true });
}

/**
 * Makes what the database wrote readable by its owner only (folders 0700, files 0600): the embedded
 * database creates its files open to everyone, whatever the process's umask.
 */
export async function makePrivate(directory: string): Promise<void> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      await chmod(path, 0o700).catch(() => undefined);
      await makePrivate(path);
    } else if (entry.isFile()) {
      await chmod(path, 0o600).catch(() => undefined);
    }
  }
}
