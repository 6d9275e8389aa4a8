// `npm run bench:vehicles`: starts the built server on a throwaway database, imports 10 000 generated listings
// through the dealer feed (the seed generator, fixed seed), then loads GET /api/vehicles with three filters
// (make, body type, highest price) with autocannon: first the same search over and over (its answer kept
// ready to send after the first), then a different search on every request (a make, a body type and a highest
// price drawn at random: about 100 000 combinations, so next to every request is a search not made before and
// is worked out on the listings' search index, see server/vehicles/search-index.ts).
// The varied searches run twice: as an API client asks (no compression), and asking for gzip as a browser
// would (shown beside the goal, not held to it). Prints requests per second and latency percentiles of each. Goal on the 2-core machine: p99 under 20 ms at
// 20 connections; the exit code is 1 when a run misses it or any answer was not 2xx.
//
// Needs a build (`npm run build`). The server (scripts/built-server.mjs) runs on a throwaway PGlite folder, or on DATABASE_URL when that
// is set (use a throwaway database: the listings stay in it). BENCH_SECONDS (default 10) and BENCH_CONNECTIONS
// (default 20) change the load.
import autocannon from "autocannon";
import { transform } from "esbuild";
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { requireBuild, startBuiltServer, waitFor } from "./built-server.mjs";

const root = new URL("..", import.meta.url).pathname;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const LISTINGS = 10_000;
const P99_GOAL_MS = 20;
const MAKES = ["Toyota", "Volkswagen", "Ford", "Suzuki", "Isuzu", "Hyundai", "Kia", "Nissan", "BMW", "Mercedes-Benz"];
const BODY_TYPES = ["hatchback", "sedan", "suv", "bakkie", "mpv", "coupe", "van"];

requireBuild();

/**
 * A server module that imports types only (the seed generator, the dealer feed's columns), compiled on the
 * fly, so the benchmark writes its feed with the server's own definitions.
 */
async function serverModule(workDir, path) {
  const source = await readFile(join(root, path), "utf8");
  const { code } = await transform(source, { loader: "ts", format: "esm" });
  const file = join(workDir, path.replaceAll("/", "_").replace(/\.ts$/, ".mjs"));
  await writeFile(file, code);
  return import(pathToFileURL(file).href);
}

const csvField = (value) => (/[",\n]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value));

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration: seconds, pipelining: 1, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const pick = (items) => items[Math.floor(Math.random() * items.length)];
/** A search with three filters, drawn at random: a make, a body type and a highest price to the nearest R 1 000. */
const variedPath = () =>
  `/api/vehicles?make=${encodeURIComponent(pick(MAKES))}&bodyType=${pick(BODY_TYPES)}&maxPrice=${
    100_000 + Math.floor(Math.random() * 1_400) * 1_000
  }`;

const adminToken = randomBytes(24).toString("base64url");
const { base, stop } = await startBuiltServer({ ADMIN_TOKEN: adminToken });
const workDir = await mkdtemp(join(tmpdir(), "umoya-bench-vehicles-"));
const rows = [];
let failed = false;

/** One run; `goal: false` reports it without holding it to the p99 goal (its answers must still be 2xx). */
async function measure(name, options, { goal = true } = {}) {
  const result = await load(options);
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0 || (goal && result.latency.p99 >= P99_GOAL_MS)) failed = true;
  rows.push({
    answer: name,
    "requests/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p90 ms": result.latency.p90,
    "p99 ms": result.latency.p99,
    "max ms": result.latency.max,
    "not 2xx": bad,
  });
}

try {
  const { generateSeedVehicles } = await serverModule(workDir, "server/vehicles/seed-vehicles.ts");
  const { VEHICLE_CSV_COLUMNS } = await serverModule(workDir, "server/vehicles/vehicle-csv-columns.ts");
  const listings = generateSeedVehicles(LISTINGS, 424_242);
  const csv = [
    VEHICLE_CSV_COLUMNS.join(","),
    ...listings.map((row) => VEHICLE_CSV_COLUMNS.map((column) => csvField(row[column])).join(",")),
  ].join("\n");
  const started = performance.now();
  const imported = await fetch(`${base}/api/vehicles/import`, {
    method: "POST",
    headers: { Authorization: `Bearer ${adminToken}`, "Content-Type": "text/csv" },
    body: csv,
  });
  if (imported.status !== 201) throw new Error(`the import answered ${imported.status}: ${await imported.text()}`);
  const importMs = Math.round(performance.now() - started);
  const { total } = await (await fetch(`${base}/api/vehicles?pageSize=1`)).json();
  console.log(
    `Imported ${LISTINGS} listings (${(csv.length / 1024 / 1024).toFixed(1)} MB of CSV) in ${importMs} ms; ${total} available in all (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}).`,
  );

  const repeated = "/api/vehicles?make=Toyota&bodyType=bakkie&maxPrice=600000";
  await waitFor(`${base}${repeated}`);
  console.log(`Each run ${seconds} s with ${connections} connections…`);
  await measure(`the same search: ${repeated}`, { url: `${base}${repeated}` });
  await measure("a different search each request (make, body type, highest price)", {
    url: base,
    requests: [{ setupRequest: (request) => ({ ...request, path: variedPath() }) }],
  });
  // What a browser would send: each new search's answer is then compressed once, about 50 µs more. The goal
  // is the API's answer as its clients (apps, partners' systems) take it; this run is shown beside it.
  await measure(
    "the same, asking for gzip (shown, not held to the goal)",
    {
      url: base,
      headers: { "accept-encoding": "gzip" },
      requests: [{ setupRequest: (request) => ({ ...request, path: variedPath() }) }],
    },
    { goal: false },
  );
  console.table(rows);
  console.log(
    failed ? `Goal missed: p99 under ${P99_GOAL_MS} ms, every answer 2xx.` : `Goal met: p99 under ${P99_GOAL_MS} ms.`,
  );
  console.log(
    `Load average (1 min) at the end: ${loadavg()[0].toFixed(2)} on ${availableParallelism()} CPUs; the load generator runs on the same machine.`,
  );
  process.exitCode = failed ? 1 : 0;
} finally {
  await stop();
  await rm(workDir, { recursive: true, force: true });
}
