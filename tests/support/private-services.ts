import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { chown, mkdtemp, rm } from "node:fs/promises";
import { once } from "node:events";
import { createServer, Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Dependencies of the server's own, for tests that make one fail: a Redis or a PostgreSQL that only this
 * test uses, on a free port, which the test stops and starts again. The shared ones on 6379 and 5432 are
 * never touched.
 */

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, "close");
  return port;
}

/** Resolves once something accepts connections on the port (at most `timeoutMs`). */
async function waitForPort(port: number, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const connected = await new Promise<boolean>((resolve) => {
      const socket = new Socket();
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
      socket.connect(port, "127.0.0.1");
    });
    if (connected) return;
    if (Date.now() > deadline) throw new Error(`nothing listened on port ${port} within ${timeoutMs} ms`);
    // Polling a port for a process we started: the only way to learn it is ready.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The process ids of `pid`'s children, grandchildren and so on (from /proc). */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent's id is the second field after the command name, which is in parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended meanwhile.
    }
  }
  const found: number[] = [];
  const visit = (id: number) => {
    for (const child of children.get(id) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

/**
 * Sends a signal to a service and every process it started (PostgreSQL's server processes are children
 * of its postmaster, each in a session of its own). The parent first, so that it forks no new ones.
 */
function signalTree(child: ChildProcess | undefined, signal: NodeJS.Signals): void {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  for (const pid of [child.pid, ...descendants(child.pid)]) {
    try {
      process.kill(pid, signal);
    } catch {
      // It ended meanwhile.
    }
  }
}

async function stopChild(child: ChildProcess | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill(signal);
  await exited;
}

export interface PrivateService {
  readonly url: string;
  readonly port: number;
  /** Stops the process (it stays stopped until start()). */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
  /**
   * Freezes it (SIGSTOP to it and every process it started): connections stay open and nothing answers, as with a
   * server stuck on a full disk or a machine that vanished from the network. Always thaw() it again (in a
   * finally or afterAll); destroy() does so too.
   */
  freeze(): void;
  /** Lets a frozen service run on (SIGCONT). */
  thaw(): void;
  /** Stops it for good and removes its files. */
  destroy(): Promise<void>;
}

export const hasRedisServer = (() => {
  try {
    execFileSync("redis-server", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

/** A Redis of this test's own (`redis-server --port N --save ''`), nothing kept on disk. */
export async function startPrivateRedis(): Promise<PrivateService> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
      stdio: "ignore",
    });
    await waitForPort(port);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    stop: () => stopChild(child, "SIGKILL"),
    freeze: () => signalTree(child, "SIGSTOP"),
    thaw: () => signalTree(child, "SIGCONT"),
    destroy: () => stopChild(child, "SIGKILL"),
  };
}

function postgresBin(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((version) => join(root, version, "bin")).find((bin) => existsSync(join(bin, "initdb")));
}

/** As root, PostgreSQL must run as another user: the `postgres` account's ids, when there is one. */
function postgresAccount(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    return { uid, gid };
  } catch {
    return undefined;
  }
}

export const hasPostgresServer =
  postgresBin() !== undefined && (process.getuid?.() !== 0 || postgresAccount() !== undefined);

/**
 * A PostgreSQL server of this test's own: a new cluster in a temporary folder (trust authentication,
 * user postgres), listening on 127.0.0.1 on a free port. `stop()` shuts it down at once (immediate mode),
 * as a crash or an outage would.
 */
export async function startPrivatePostgres(): Promise<PrivateService> {
  const bin = postgresBin();
  if (!bin) throw new Error("No PostgreSQL server programs found (set PG_BIN).");
  const account = postgresAccount();
  const folder = await mkdtemp(join(tmpdir(), "umoya-private-pg-"));
  if (account) await chown(folder, account.uid, account.gid);
  const dataDir = join(folder, "data");
  execFileSync(join(bin, "initdb"), ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync"], {
    stdio: "ignore",
    ...account,
  });
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      join(bin, "postgres"),
      ["-D", dataDir, "-p", String(port), "-k", folder, "-c", "listen_addresses=127.0.0.1", "-c", "fsync=off"],
      { stdio: "ignore", ...account },
    );
    await waitForPort(port);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    // SIGQUIT: PostgreSQL's immediate shutdown, no goodbye to its clients.
    stop: () => stopChild(child, "SIGQUIT"),
    freeze: () => signalTree(child, "SIGSTOP"),
    thaw: () => signalTree(child, "SIGCONT"),
    async destroy() {
      // A frozen server would never act on the shutdown signal.
      signalTree(child, "SIGCONT");
      await stopChild(child, "SIGQUIT");
      await rm(folder, { recursive: true, force: true });
    },
  };
}
