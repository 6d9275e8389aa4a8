import { readFileSync } from "node:fs";
import { chmod, mkdir, readdir, readFile, rename, stat, utimes, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
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
/** Names of ours in the folder; a folder holding nothing else is empty. */
const OWN_NAMES = new Set([LOCK_NAME, OWNER_NAME]);

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
 * Takes the folder's lock (proper-lockfile: a directory created atomically and refreshed every 2 s), or
 * fails with a DataDirError naming the folder and the server that holds it:
 *
 * - at once, when the holder is a live process of this machine;
 * - when the holder was a process of this machine that has ended (killed, crashed), the lock is taken
 *   over at once;
 * - otherwise (a server on another machine or in another container sharing the folder) the lock is
 *   taken once it has not been refreshed for 10 s, and refused if it keeps being refreshed.
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
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
    const owner = await ownerOnThisMachine(dataDir);
    if (owner && isAlive(owner.pid)) throw new DataDirError(heldMessage(dataDir, owner));
    // Its holder has ended: mark the lock as old, so it is taken over now rather than in 10 s.
    if (owner) await utimes(lockPath, 0, 0).catch(() => undefined);
    try {
      release = await lockfile.lock(dataDir, {
        ...options,
        retries: owner ? 0 : { retries: LOCK_STALE_MS / 1000 + 2, factor: 1, minTimeout: 1000, maxTimeout: 1000 },
      });
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code !== "ELOCKED") throw again;
      throw new DataDirError(heldMessage(dataDir, await readOwner(dataDir)));
    }
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
    entries = (await readdir(dataDir)).filter((name) => !OWN_NAMES.has(name) && !name.startsWith(`${OWNER_NAME}.`));
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
