// `npm run lighthouse`: starts the built server (it builds nothing) and runs Lighthouse with its mobile
// preset (simulated slow 4G, 4x CPU slowdown) in Debian's Chromium on every page of the sitemap, or on the
// paths given as arguments (`npm run lighthouse -- / /business/`). Prints one row per page: the four
// category scores, FCP, LCP, TBT, CLS and the JavaScript the visit downloaded, then the worst of each
// column and the machine's CPU benchmark index as Lighthouse measured it. A benchmark, not a test: scores
// move with the machine's load and speed, so run it on a quiet machine.
// CHROME_PATH overrides the browser (default /usr/bin/chromium).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startBuiltServer } from "./built-server.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The paths of every page the sitemap lists (public pages and blog posts), in its order. */
async function sitemapPaths(base) {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

const scriptBytes = (lhr) =>
  (lhr.audits["network-requests"]?.details?.items ?? [])
    .filter((item) => item.resourceType === "Script")
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);

function row(path, lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    page: path,
    perf: lhr.categories.performance.score,
    a11y: lhr.categories.accessibility.score,
    "best pr.": lhr.categories["best-practices"].score,
    seo: lhr.categories.seo.score,
    "FCP s": Number((audit("first-contentful-paint") / 1000).toFixed(2)),
    "LCP s": Number((audit("largest-contentful-paint") / 1000).toFixed(2)),
    "TBT ms": Math.round(audit("total-blocking-time")),
    CLS: Number(audit("cumulative-layout-shift").toFixed(3)),
    "JS KB": Number((scriptBytes(lhr) / 1000).toFixed(1)),
  };
}

const { base, stop } = await startBuiltServer();
const userDataDir = await mkdtemp(join(tmpdir(), "umoya-lighthouse-"));
let chrome;
try {
  const paths = process.argv.length > 2 ? process.argv.slice(2) : await sitemapPaths(base);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
    userDataDir,
  });
  const rows = [];
  // Lighthouse's own measure of the machine's speed (higher is faster): the simulated 4x slowdown is applied
  // to what this machine observed, so TBT from machines of different index cannot be compared.
  const benchmarkIndexes = [];
  const failures = [];
  for (const path of paths) {
    // The default configuration is the mobile preset; each run starts with empty storage (a first visit).
    // Now and then Lighthouse fails on a page (an error, a runtime error in its report, or no trace and so
    // no performance score): such a page is measured once more, and if that fails too it is reported as a
    // failure, with the reason, in the table and after it. A page is never left out.
    let measured;
    let failure;
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      failure = undefined;
      try {
        const result = await lighthouse(`${base}${path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: CATEGORIES,
        });
        if (!result) failure = "Lighthouse returned no result";
        else {
          benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
          measured = row(path, result.lhr);
          if (result.lhr.runtimeError) failure = `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`;
          else if (measured.perf === null) failure = "no performance score (no trace recorded)";
        }
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
      }
      if (!failure) break;
      console.error(`Lighthouse failed on ${path} (attempt ${attempt} of 2): ${failure}`);
    }
    if (failure) failures.push({ page: path, reason: failure });
    rows.push(failure ? { page: path, failed: "yes" } : measured);
    console.error(`measured ${path}`);
  }
  // The worst of each column over the pages that have a figure in it; pages without one are counted apart.
  const figures = (column) =>
    rows.map((r) => r[column]).filter((value) => typeof value === "number" && !Number.isNaN(value));
  const worst = { page: "worst" };
  for (const column of ["perf", "a11y", "best pr.", "seo"])
    if (figures(column).length > 0) worst[column] = Math.min(...figures(column));
  for (const column of ["FCP s", "LCP s", "TBT ms", "CLS", "JS KB"])
    if (figures(column).length > 0) worst[column] = Math.max(...figures(column));
  console.table([...rows, worst]);
  if (benchmarkIndexes.length > 0)
    console.log(
      `Lighthouse's CPU benchmark index of this machine: ${Math.min(...benchmarkIndexes)} to ${Math.max(...benchmarkIndexes)}`,
    );
  if (failures.length > 0) {
    console.log(`Lighthouse failed on ${failures.length} of ${rows.length} pages, after a second attempt each:`);
    for (const { page, reason } of failures) console.log(`  ${page}: ${reason}`);
    process.exitCode = 1;
  }
} finally {
  await chrome?.kill();
  await rm(userDataDir, { recursive: true, force: true });
  await stop();
}
