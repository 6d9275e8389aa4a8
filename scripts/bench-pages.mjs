// `npm run bench:pages`: starts the built server and loads, one after another with autocannon (compression
// requested, as browsers ask), a static file, a static page, the home page, the call-me-back page, a blog
// post and the navigation service's header; then publishes a menu change and loads /business/ and / again
// at once (each renders once for the new content version while the load runs), then rolls the change back.
// Prints requests per second and p99 latency for each, and each as a ratio to the static file.
// Goal on the 2-core machine: every page at least 0.6 of the static file's rate and p99 under 50 ms at 20
// connections, after the publish too; the exit code is 1 when a page misses it or any answer was not 2xx.
//
// Needs a build (`npm run build`). The server runs as `npm start` runs it (production, LOG_LEVEL info, logs
// discarded) on a throwaway PGlite folder, or on DATABASE_URL when that is set (its navigation is changed
// and rolled back). BENCH_SECONDS (default 5) and BENCH_CONNECTIONS (default 20) change the load.
import autocannon from "autocannon";
import { randomBytes } from "node:crypto";
import { availableParallelism, loadavg } from "node:os";
import { startBuiltServer, waitFor } from "./built-server.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const RATIO_GOAL = 0.6;
const P99_GOAL_MS = 50;
const HEADER = "/wol-ms-header-footer/header?siteid=umoya-web";

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections, duration: seconds, pipelining: 1, headers: { "accept-encoding": "br, gzip" } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const adminToken = randomBytes(24).toString("base64url");
const { base, stop } = await startBuiltServer({ ADMIN_TOKEN: adminToken });
const admin = { Authorization: `Bearer ${adminToken}`, "Content-Type": "application/json" };
const rows = [];
let failed = false;

async function measure(name, path, { page = true } = {}) {
  const result = await load(`${base}${path}`);
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) failed = true;
  rows.push({ name, path, page, perSecond: result.requests.average, p99: result.latency.p99, bad });
}

try {
  const { posts } = await (await waitFor(`${base}/blog/api/posts?pageSize=1`)).json();
  const post = `/blog/${posts[0].slug}/`;
  // As a visitor would find them: the server renders every page into its cache after it starts.
  for (const path of ["/business/", "/", "/call-me-back", post]) await waitFor(`${base}${path}`);

  console.log(`Each answer loaded for ${seconds} s with ${connections} connections, compression requested…`);
  await measure("static file", "/favicon.svg", { page: false });
  await measure("static page", "/business/");
  await measure("home (news cards from the blog)", "/");
  await measure("call-me-back form", "/call-me-back");
  await measure("blog post", post);
  await measure("navigation service: header", HEADER, { page: false });

  // An editor changes one menu label; both pages render once for the new content version while loaded.
  const live = await (await fetch(`${base}${HEADER}`)).json();
  const navigation = JSON.parse(live.result);
  const label = `Benchmark ${Date.now()}`;
  navigation.values[0].title = label;
  const published = await fetch(`${base}${HEADER}`, {
    method: "PUT",
    headers: admin,
    body: JSON.stringify(navigation),
  });
  if (published.status !== 201) throw new Error(`publishing a menu change answered ${published.status}`);
  try {
    await measure("/business/ after a menu publish", "/business/");
    await measure("/ after a menu publish", "/");
    const shown = await (await fetch(`${base}/business/`)).text();
    if (!shown.includes(label)) {
      failed = true;
      console.error("The page did not carry the published menu change.");
    }
  } finally {
    const rolledBack = await fetch(
      `${base}/wol-ms-header-footer/header/rollback?siteid=umoya-web&version=${live.version}`,
      { method: "POST", headers: admin },
    );
    if (rolledBack.status !== 201) console.error(`Rolling the change back answered ${rolledBack.status}.`);
  }

  const reference = rows[0].perSecond;
  console.table(
    rows.map((row) => ({
      answer: row.name,
      path: row.path,
      "requests/s": Math.round(row.perSecond),
      "p99 ms": row.p99,
      "vs static": Number((row.perSecond / reference).toFixed(2)),
      "not 2xx": row.bad,
    })),
  );
  const missed = rows.filter((row) => row.page && (row.perSecond / reference < RATIO_GOAL || row.p99 >= P99_GOAL_MS));
  console.log(
    missed.length === 0 && !failed
      ? `Goal met: every page at least ${RATIO_GOAL} of the static file's rate, p99 under ${P99_GOAL_MS} ms.`
      : `Goal missed by: ${missed.map((row) => row.name).join(", ") || "(answers that were not 2xx)"}.`,
  );
  console.log(
    `Load average (1 min) at the end: ${loadavg()[0].toFixed(2)} on ${availableParallelism()} CPUs; the load generator runs on the same machine.`,
  );
  process.exitCode = missed.length === 0 && !failed ? 0 : 1;
} finally {
  await stop();
}
