// Starts the built server (build/app-server/main.js) as `npm start` runs it, for the benchmark scripts:
// production mode on 127.0.0.1 and a free port, on a throwaway PGlite folder unless DATABASE_URL is set.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;

/** Exits with a message when there is no build: the benchmarks measure a build, they never make one. */
export function requireBuild() {
  if (!existsSync(join(root, "build/app-server/main.js"))) {
    console.error("No build: run `npm run build` first.");
    process.exit(1);
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Fetches `url` until it answers 2xx (the server is still starting), then returns that response. */
export async function waitFor(url, timeoutMs = 120_000) {
  const started = Date.now();
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Starts the server with `env` added to this process's environment and waits for /healthz. Returns its
 * base URL and stop(), which ends it and removes the throwaway database folder.
 */
export async function startBuiltServer(env = {}) {
  requireBuild();
  const dataDir = process.env.DATABASE_URL ? undefined : await mkdtemp(join(tmpdir(), "umoya-bench-"));
  const port = await freePort();
  const child = spawn(process.execPath, ["build/app-server/main.js"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      await new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      });
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${base}/healthz`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}
