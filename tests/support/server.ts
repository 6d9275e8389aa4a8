import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { rm } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { createTestDatabase, createTestPglite } from "./database";

const root = fileURLToPath(new URL("../..", import.meta.url));
/** The server to start: the build's, unless TEST_SERVER_MAIN names another (to run the tests against an older build). */
const serverMain = process.env.TEST_SERVER_MAIN ?? "build/app-server/main.js";

export interface RunningServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
  readonly url: string;
  readonly process: ChildProcess;
  /** Every log line the server printed, parsed. */
  readonly logs: Record<string, unknown>[];
  /** Everything the server printed so far, standard output and error, as text. */
  output(): string;
  /** Sends SIGTERM and waits for the process to exit; resolves with its exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * The environment to pass (spread into startServer's) for a server that renders every page into its cache once
 * it listens, as in production: for the tests of the warm-up itself and of what it is for (pages served
 * from the cache through an outage). Every other test server skips it (RENDER_CACHE_WARM_UP=false) and
 * renders a page when a test first asks for it, which spares the 2-core test machine some thirty renders per
 * server while the tests run.
 */
export const WITH_WARM_UP: Readonly<Record<string, string | undefined>> = { RENDER_CACHE_WARM_UP: undefined };

/**
 * Starts the built server (build/app-server/main.js) on a free port, as `npm start` would run it, and
 * resolves once it listens. Extra environment variables override the defaults; the default skips the
 * warm-up of the render cache (see WITH_WARM_UP). Unless DATA_DIR or
 * DATABASE_URL is given, the server gets a database of its own, dropped when it stops: a throwaway
 * database on the local PostgreSQL (fast to start, light on memory), or a PGlite folder where no
 * PostgreSQL answers. Servers of test files running side by side never share one.
 */
export async function startServer(env: Record<string, string | undefined> = {}): Promise<RunningServer> {
  let ownDatabase: { readonly env: Record<string, string>; drop(): Promise<void> } | undefined;
  if (env.DATA_DIR === undefined && env.DATABASE_URL === undefined) {
    try {
      const database = await createTestDatabase({ migrate: false });
      await database.close();
      ownDatabase = { env: { DATABASE_URL: database.url }, drop: () => database.destroy() };
    } catch {
      const database = await createTestPglite({ migrate: false });
      await database.close();
      ownDatabase = {
        env: { DATA_DIR: database.dataDir },
        drop: () => rm(database.dataDir, { recursive: true, force: true }),
      };
    }
  }
  const dropOwnDatabase = async () => {
    await ownDatabase?.drop();
    ownDatabase = undefined;
  };
  const child = spawn(process.execPath, [serverMain], {
    cwd: root,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      NODE_ENV: "production",
      DATABASE_URL: undefined,
      RENDER_CACHE_WARM_UP: "false",
      ...ownDatabase?.env,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: Record<string, unknown>[] = [];
  let stderr = "";
  let stdout = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  child.stdout?.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });

  const port = await new Promise<number>((resolve, reject) => {
    let buffered = "";
    const timer = setTimeout(() => reject(new Error(`server did not start within 30 s\n${stderr}`)), 30_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) {
        try {
          const entry = JSON.parse(line) as Record<string, unknown>;
          logs.push(entry);
          if (typeof entry.port === "number" && typeof entry.msg === "string" && entry.msg.includes("is serving")) {
            clearTimeout(timer);
            resolve(entry.port);
          }
        } catch {
          // Not a log line (should not happen); kept out of the parsed logs.
        }
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening\n${stderr}`));
    });
  }).catch(async (error: unknown) => {
    if (child.exitCode === null) child.kill("SIGKILL");
    await dropOwnDatabase();
    throw error;
  });

  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    logs,
    output: () => `${stdout}\n${stderr}`,
    async stop(signal: NodeJS.Signals = "SIGTERM") {
      if (child.exitCode !== null) {
        await dropOwnDatabase();
        return child.exitCode;
      }
      child.kill(signal);
      const [code] = (await once(child, "exit")) as [number | null];
      await dropOwnDatabase();
      return code;
    },
  };
}

/**
 * Runs the built server with `env` until it exits by itself (it is expected to refuse to start), at most
 * `timeoutMs`, as `user` when given; resolves with its exit code, what it printed, and how long it ran.
 */
export async function runServerToExit(
  env: Record<string, string | undefined>,
  timeoutMs = 30_000,
  /** Another user to run it as (a test running as root checks what a user without root's rights sees). */
  user?: { readonly uid: number; readonly gid: number },
): Promise<{ code: number | null; output: string; elapsedMs: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [serverMain], {
    ...user,
    cwd: root,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      NODE_ENV: "production",
      DATABASE_URL: undefined,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  const [code] = (await once(child, "exit")) as [number | null];
  clearTimeout(timer);
  return { code, output, elapsedMs: performance.now() - started };
}

/** fetch() that does not follow redirects, so tests see the status the server sent. */
export function fetchRaw(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { redirect: "manual", ...init });
}

/** A server's /healthz answer: its status code and body ("ok" or "degraded", and each check's state). */
export async function health(target: RunningServer): Promise<{
  status: number;
  body: { status: string; checks: Record<string, string> };
}> {
  const response = await fetchRaw(`${target.url}/healthz`);
  return {
    status: response.status,
    body: (await response.json()) as { status: string; checks: Record<string, string> },
  };
}
