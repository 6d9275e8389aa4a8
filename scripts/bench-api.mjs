// `npm run bench:api`: loads GET /wol-ms-header-footer/header with autocannon for a fixed time, then a bare
// node:http server that answers the same bytes with the same headers, on the same machine, and prints requests per
// second, p99 latency and the ratio. Goal: ratio >= 0.5 with no errors.
//
// Needs a build (`npm run build`). The site server runs as `npm start` runs it (production, LOG_LEVEL
// info, logs discarded), on a throwaway PGlite folder, or on DATABASE_URL when that is set.
// BENCH_SECONDS (default 10, per server) and BENCH_CONNECTIONS (default 50) change the load. The time is
// split into BENCH_ROUNDS (default 5) alternating rounds, so a load change on a shared machine falls on
// both servers alike rather than on whichever ran second.
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
const path = "/wol-ms-header-footer/header?siteid=umoya-web";

if (!existsSync(join(root, "build/app-server/main.js"))) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs = 60_000) {
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

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

function load(title, url, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ title, url, connections, duration, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Totals over the rounds: requests per second over the whole time, the median round's p99, all errors. */
function summarise(results) {
  const requests = results.reduce((total, result) => total + result.requests.total, 0);
  const duration = results.reduce((total, result) => total + result.duration, 0);
  return {
    perSecond: requests / duration,
    p99: median(results.map((result) => result.latency.p99)),
    errors: results.reduce((total, result) => total + result.errors + result.timeouts, 0),
    non2xx: results.reduce((total, result) => total + result.non2xx, 0),
  };
}

const dataDir = process.env.DATABASE_URL ? undefined : await mkdtemp(join(tmpdir(), "umoya-bench-"));
const sitePort = await freePort();
const site = spawn(process.execPath, ["build/app-server/main.js"], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(sitePort),
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
  },
  stdio: ["ignore", "ignore", "inherit"],
});
let bare;
try {
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  await waitFor(`${siteUrl}/healthz`);
  const sample = await waitFor(`${siteUrl}${path}`);
  const body = Buffer.from(await sample.arrayBuffer());
  // The same response as the site's: every header it sends (security headers and request id included),
  // except those Node writes itself for each response.
  const headers = {};
  for (const [name, value] of sample.headers) {
    if (!["date", "connection", "keep-alive", "transfer-encoding", "content-length"].includes(name))
      headers[name] = value;
  }

  const barePort = await freePort();
  // The baseline in its own process, like the site: node:http answering the same bytes and headers.
  bare = spawn(
    process.execPath,
    [
      "-e",
      `const body = Buffer.from(process.env.BODY, "base64"); const headers = JSON.parse(process.env.HEADERS);
       require("node:http").createServer((req, res) => { res.writeHead(200, { ...headers, "content-length": body.length }); res.end(body); })
         .listen(Number(process.env.PORT), "127.0.0.1");`,
    ],
    {
      env: { ...process.env, BODY: body.toString("base64"), HEADERS: JSON.stringify(headers), PORT: String(barePort) },
      stdio: "inherit",
    },
  );
  await waitFor(`http://127.0.0.1:${barePort}/`);

  console.log(
    `Loading ${path} (${body.length} bytes) for ${seconds} s per server with ${connections} connections, in ${rounds} alternating rounds…`,
  );
  const roundSeconds = Math.max(1, Math.round(seconds / rounds));
  const siteRounds = [];
  const bareRounds = [];
  for (let round = 0; round < rounds; round += 1) {
    const runSite = async () => siteRounds.push(await load("site", `${siteUrl}${path}`, roundSeconds));
    const runBare = async () =>
      bareRounds.push(await load("bare node:http", `http://127.0.0.1:${barePort}${path}`, roundSeconds));
    if (round % 2 === 0) {
      await runSite();
      await runBare();
    } else {
      await runBare();
      await runSite();
    }
  }
  const siteResult = summarise(siteRounds);
  const bareResult = summarise(bareRounds);

  const row = (name, result) => ({
    server: name,
    "requests/s": Math.round(result.perSecond),
    "p99 ms": result.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  });
  console.table([row("site (Hono + PGlite)", siteResult), row("bare node:http", bareResult)]);
  const ratio = siteResult.perSecond / bareResult.perSecond;
  const clean = siteResult.errors + siteResult.non2xx === 0;
  console.log(`ratio site / bare: ${ratio.toFixed(2)} (goal >= 0.5${clean ? ", no errors" : ", ERRORS SEEN"})`);
  console.log(
    `machine load average during the run: ${loadavg()[0].toFixed(1)} on ${(await import("node:os")).availableParallelism()} CPUs`,
  );
  process.exitCode = ratio >= 0.5 && clean ? 0 : 1;
} finally {
  if (bare) await stop(bare);
  await stop(site);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
