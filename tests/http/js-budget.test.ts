import { mkdir, writeFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sitePages, type SitePage } from "~/content/site-pages";
import { fetchRaw, startServer, type RunningServer } from "../support/server";

/**
 * A first visit to any page downloads at most 145 KB of gzip-compressed JavaScript. React DOM and React
 * Router, in their one framework file (vite.config.ts), are about 108 KB of it on every page, the floor of
 * this stack; the site's own code on top of that file (everything else a first visit downloads, React
 * Router's route manifest included) stays within 35 KB.
 */
const BUDGET_BYTES = 145_000;
const OWN_CODE_BUDGET_BYTES = 35_000;
/** The framework file's name (vite.config.ts names its chunk "framework"). */
const FRAMEWORK_FILE = /\/framework-[\w-]+\.js$/;

let server: RunningServer;
const figures: { path: string; bytes: number; ownBytes: number; files: number }[] = [];
/** A car's page, as a visitor reaches it from the search: the first car the seeded listings show. */
let carPath = "";

beforeAll(async () => {
  server = await startServer();
  const search = await (await fetchRaw(`${server.url}/find-a-car`)).text();
  carPath = /href="(\/find-a-car\/\d+-[^"?#]+)"/.exec(search)?.[1] ?? "";
});

afterAll(async () => {
  await server.stop();
  if (figures.length === 0) return;
  await mkdir("test-results", { recursive: true });
  await writeFile(
    "test-results/js-budget.json",
    JSON.stringify({ budgetBytes: BUDGET_BYTES, ownCodeBudgetBytes: OWN_CODE_BUDGET_BYTES, pages: figures }, null, 2),
  );
});

/** Every script a document makes the browser fetch before any later preload: script tags, module preloads, inline imports. */
function scriptsOf(document: Document): string[] {
  const urls = new Set<string>();
  for (const script of document.querySelectorAll("script[src]")) urls.add(script.getAttribute("src") ?? "");
  for (const link of document.querySelectorAll('link[rel="modulepreload"]')) urls.add(link.getAttribute("href") ?? "");
  for (const script of document.querySelectorAll("script:not([src])")) {
    for (const match of (script.textContent ?? "").matchAll(/import\s*(?:\(\s*)?["']([^"']+\.js)["']/g))
      urls.add(match[1] ?? "");
  }
  urls.delete("");
  return [...urls];
}

/** Module preloads not marked to wait behind what the first paint needs (stylesheet, font, pictures). */
const urgentModulePreloads = (document: Document) =>
  [...document.querySelectorAll('link[rel="modulepreload"]:not([fetchpriority="low"])')].map((link) =>
    link.getAttribute("href"),
  );

/** Bytes on the wire for a script fetched with gzip: the compressed copy's length, or the file gzipped here when it is too small to be stored compressed. */
async function gzipBytes(url: string): Promise<number> {
  const response = await fetchRaw(new URL(url, server.url).href, { headers: { "Accept-Encoding": "gzip" } });
  expect(response.status, url).toBe(200);
  const body = Buffer.from(await response.arrayBuffer()); // fetch has already decompressed it
  if (response.headers.get("content-encoding") === "gzip") return Number(response.headers.get("content-length"));
  return gzipSync(body, { level: 9 }).length;
}

/** The path a listed page is fetched at: a car's page is known once the server has started. */
const CAR_PAGE = "a car's page";

// Every page of the register, the call-me-back page (a route of its own, outside the register), a blog post,
// a car's page, and the online application's pages as a first visit finds them (the confirmation needs a
// submitted one).
const paths = [
  ...Object.values<SitePage>(sitePages).map((page) => `/${page.path}`),
  "/call-me-back",
  "/blog/balloon-payments-explained",
  CAR_PAGE,
  "/apply",
  "/apply/about-you",
  "/apply/work-and-income",
  "/apply/spending",
  "/apply/affordability",
  "/apply/documents",
  "/apply/check",
  "/apply/status",
];

describe("JavaScript budget", () => {
  it.each(paths)(
    "a first visit to %s downloads at most 145 KB of gzip JavaScript, 35 KB of it the site's own",
    async (listed) => {
      const path = listed === CAR_PAGE ? carPath : listed;
      expect(path).not.toBe("");
      const html = await (await fetchRaw(`${server.url}${path}`)).text();
      const document = new JSDOM(html).window.document;
      const scripts = scriptsOf(document);
      expect(scripts.length).toBeGreaterThan(0);
      // The page paints without its scripts: they may not hold up the first paint.
      expect(urgentModulePreloads(document)).toEqual([]);
      const sizes = await Promise.all(scripts.map(gzipBytes));
      const bytes = sizes.reduce((sum, size) => sum + size, 0);
      const frameworkFiles = scripts.filter((url) => FRAMEWORK_FILE.test(url));
      expect(frameworkFiles).toHaveLength(1);
      const ownBytes = bytes - (sizes[scripts.findIndex((url) => FRAMEWORK_FILE.test(url))] ?? 0);
      figures.push({ path, bytes, ownBytes, files: scripts.length });
      expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
      expect(ownBytes).toBeLessThanOrEqual(OWN_CODE_BUDGET_BYTES);
    },
  );
});
