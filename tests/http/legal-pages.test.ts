import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationOwnerCookie } from "../../server/security/application-owner";
import { brand, registrationLine } from "~/content/brand";
import { legalPageKeys, pageKeys, sitePages } from "~/content/site-pages";
import { ANALYTICS_CONSENT_KEY, COOKIE_NOTICE_KEY } from "~/lib/analytics/analytics-consent";
import { CAMPAIGN_STORAGE_KEY } from "~/lib/campaign/campaign";
import { COOKIE_NOTICE_URL } from "~/features/consent/cookie-notice";
import { DEFAULT_WARNING_SHOW_KEY } from "~/features/consent/warning-banner";
import { SCROLL_POSITIONS_KEY } from "~/features/routing/scroll-positions";
import { NAV_CACHE_KEY } from "~/lib/site-definitions/navigation-endpoint";
import { MAINTENANCE_WARNING } from "~/lib/site-definitions/navigation-definition";
import { PRECACHE_NAME_START, runtimeCacheNames } from "../../app/service-worker/request-rules";
import { csrfCookieNames } from "../../server/security/csrf";
import { fetchRaw, startServer, type RunningServer } from "../support/server";

const root = fileURLToPath(new URL("../..", import.meta.url));
const parse = (html: string) => new JSDOM(html).window.document;
const legalPaths = legalPageKeys.map((key) => `/${sitePages[key].path}`);

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ LEAD_RETENTION_DAYS: "45" });
});
afterAll(async () => {
  await server.stop();
});

async function page(path: string) {
  const response = await fetchRaw(`${server.url}${path}`);
  expect(response.status, path).toBe(200);
  return { response, document: parse(await response.text()) };
}

const mainText = (document: Document) => document.querySelector("main")?.textContent?.replace(/\s+/g, " ") ?? "";

describe("the legal pages", () => {
  it.each(legalPaths)("%s answers 200 with its full copy, a title, a canonical link and breadcrumbs", async (path) => {
    const { document } = await page(path);
    expect(document.querySelectorAll("h1")).toHaveLength(1);
    expect(document.title).toMatch(/^.{5,} \| Umoya Finance$/);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${server.url}${path}/`);
    expect(mainText(document).split(" ").length).toBeGreaterThan(350);
    const crumbs = [...document.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map((li) => li.textContent);
    expect(crumbs).toEqual(["Home", document.querySelector("title")?.textContent?.replace(" | Umoya Finance", "")]);
  });

  it("states the credit-provider registration line on the terms of use", async () => {
    const { document } = await page("/legal/terms-of-use");
    expect(mainText(document)).toContain(registrationLine);
  });

  it("states the lead retention period the server is configured with in the privacy notice", async () => {
    const { document } = await page("/legal/privacy-notice");
    expect(mainText(document)).toContain("45 days from the day you send it");
    expect(mainText(document)).toContain(brand.legalContacts.informationOfficerEmail);
  });

  it("lists every legal page in the sitemap", async () => {
    const sitemap = await (await fetchRaw(`${server.url}/sitemap.xml`)).text();
    for (const path of legalPaths) expect(sitemap).toContain(`<loc>${server.url}${path}/</loc>`);
  });
});

describe("links to the legal pages", () => {
  it.each(["/", "/business", "/cashpower-personal-loans"])(
    "the footer of %s shows the registration line and links each legal page in the same tab",
    async (path) => {
      const { document } = await page(path);
      const footer = document.querySelector("footer");
      expect(footer?.textContent).toContain(registrationLine);
      const legalLinks = [...(footer?.querySelectorAll('ul[aria-label="Legal"] a') ?? [])];
      expect(legalLinks.map((link) => link.getAttribute("href")).sort()).toEqual([...legalPaths].sort());
      for (const link of legalLinks) expect(link.getAttribute("target")).toBeNull();
    },
  );

  it("the cookie notice's link leads to the cookie notice page of this site", async () => {
    const { document } = await page(COOKIE_NOTICE_URL);
    expect(document.querySelector("h1")?.textContent).toMatch(/cookies/i);
    expect(COOKIE_NOTICE_URL).toBe(`/${sitePages.cookieNotice.path}`);
  });
});

/** Internal addresses a page links to: same origin, without the hash. */
function internalLinks(document: Document, base: string): string[] {
  const links: string[] = [];
  for (const anchor of document.querySelectorAll("a[href]")) {
    const href = anchor.getAttribute("href") ?? "";
    if (/^(mailto|tel|javascript):/i.test(href) || href.startsWith("#")) continue;
    const url = new URL(href, base);
    if (url.origin !== server.url) continue;
    links.push(`${url.pathname}${url.search}`);
  }
  return links;
}

describe("the internal link walk", () => {
  it("finds no link to a page that does not exist, starting from every page and following every link", async () => {
    const sitemap = await (await fetchRaw(`${server.url}/sitemap.xml`)).text();
    const start = [
      ...pageKeys.map((key) => `/${sitePages[key].path}`),
      ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname),
    ];
    const seen = new Set<string>();
    const queue = [...new Set(start)];
    const broken: string[] = [];
    // Car listings are data, not pages: the walk follows the search page and one car's page (with its own
    // links), not every listing, search and page of results (tests/http/vehicles.test.ts checks those).
    let carPages = 0;
    const isListing = (path: string) => /^\/find-a-car(\?|\/\d)/.test(path);
    // Bounded: the site has about 50 pages; calculator links with their query strings add a few more.
    while (queue.length > 0 && seen.size < 400) {
      const path = queue.shift()!;
      if (seen.has(path)) continue;
      if (isListing(path) && (path.startsWith("/find-a-car?") || (carPages += 1) > 1)) continue;
      seen.add(path);
      const response = await fetchRaw(`${server.url}${path}`);
      if (response.status !== 200) {
        broken.push(`${path} answered ${response.status}`);
        continue;
      }
      if (!(response.headers.get("content-type") ?? "").startsWith("text/html")) continue;
      for (const link of internalLinks(parse(await response.text()), `${server.url}${path}`)) {
        if (!seen.has(link)) queue.push(link);
      }
    }
    expect(broken).toEqual([]);
    expect(queue).toEqual([]);
    expect(seen.size).toBeGreaterThan(pageKeys.length);
    for (const path of legalPaths) expect(seen.has(path)).toBe(true);
    // About 120 pages fetched and parsed one after another: 12 s on a quiet 2-core machine, past the default
    // 20 s beside the other HTTP test files; the walk is bounded by its page count, not by this limit.
  }, 120_000);
});

/** Files that set or read cookies or browser storage, and what each sets (the notice must list it). */
const STORAGE_CODE = new Map<string, string>([
  ["server/security/csrf.ts", "the two CSRF cookies"],
  ["server/security/application-owner.ts", "the cookie that owns a finance application's draft"],
  ["server/api/applications.ts", "sets that cookie (application-owner.ts) on a new draft"],
  ["server/api/application-resume.ts", "sets that cookie (application-owner.ts) when a resume link is opened"],
  ["server/web/application-desk.ts", "sets that cookie (application-owner.ts) on the /apply pages' first save"],
  ["app/lib/applications/application-desk.ts", "the type of that cookie's Set-Cookie line"],
  ["app/features/application/apply-page.server.ts", "passes that cookie's Set-Cookie line on to the page's answer"],
  ["server/web/render-cache.ts", "sets none: it refuses to keep a rendered answer that sets a cookie"],
  ["app/lib/http/csrf-fetch.ts", "reads the CSRF token cookie"],
  ["app/lib/storage/json-storage.ts", "the wrapper that the files below use"],
  ["app/lib/site-definitions/navigation-endpoint.ts", "names navCache"],
  ["app/features/consent/warning-banner.tsx", "names the warning banner's default key"],
  ["app/content/pages/legal/cookie-notice.ts", "the cookie notice itself"],
  ["app/features/shell/use-live-navigation.ts", "navCache"],
  ["app/lib/site-definitions/navigation-refresh.ts", "navCache"],
  ["app/lib/analytics/analytics-consent.ts", "userDisplayed, analyticsConsent"],
  ["app/features/consent/session-flag.ts", "the warning banner's key"],
  ["app/lib/campaign/campaign.ts", "names umoya.campaign"],
  ["app/lib/campaign/campaign-capture.ts", "umoya.campaign"],
  ["app/lib/campaign/campaign-parse.ts", "reads umoya.campaign"],
  ["app/features/leads/call-me-back-form.tsx", "reads umoya.campaign"],
  ["app/features/routing/scroll-positions.ts", "names the key React Router's scroll restoration keeps positions under"],
  ["app/features/analytics/device-fingerprint.ts", "only checks that storage exists"],
  ["scripts/build-service-worker.mjs", "the service worker's caches"],
  [
    "scripts/screenshots.mjs",
    "answers the cookie notice in its own browser, to photograph pages as a returning visitor sees them",
  ],
]);

const STORAGE_USE =
  /\b(localStorage|sessionStorage|localJsonStorage|sessionJsonStorage|document\.cookie|Set-Cookie|setCookie|generateCookie|caches\.open|indexedDB)\b/;

async function* sourceFiles(directory: string): AsyncGenerator<string> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

describe("the cookie notice", () => {
  let noticeText = "";
  beforeAll(async () => {
    noticeText = mainText((await page("/legal/cookie-notice")).document);
  });

  it("lists the cookies the server sets, by the names it sets them under", async () => {
    // Pages set no cookies; the session endpoint hands out the CSRF cookies the app's writes need.
    const response = await fetchRaw(`${server.url}/api/session`);
    const setCookieNames = response.headers.getSetCookie().map((cookie) => cookie.split("=")[0]!);
    expect(setCookieNames.length).toBeGreaterThan(0);
    const names = [
      ...setCookieNames,
      applicationOwnerCookie(true),
      applicationOwnerCookie(false),
      ...Object.values(csrfCookieNames(true)),
      ...Object.values(csrfCookieNames(false)),
    ];
    for (const name of names) expect(noticeText, name).toContain(name);
  });

  it("lists every browser storage key the site's code uses", () => {
    const keys = [
      NAV_CACHE_KEY,
      COOKIE_NOTICE_KEY,
      ANALYTICS_CONSENT_KEY,
      DEFAULT_WARNING_SHOW_KEY,
      MAINTENANCE_WARNING.key,
      SCROLL_POSITIONS_KEY,
      CAMPAIGN_STORAGE_KEY,
    ];
    for (const key of keys) expect(noticeText, key).toContain(key);
  });

  it("lists the caches the service worker keeps, by the names it gives them", () => {
    const runtime = Object.values(runtimeCacheNames(""));
    for (const cache of [PRECACHE_NAME_START, ...runtime]) expect(noticeText, cache).toContain(cache);
  });

  it("knows every file that sets cookies or browser storage, so a new one cannot go unlisted", async () => {
    const users: string[] = [];
    for (const folder of ["app", "server", "scripts"]) {
      for await (const file of sourceFiles(join(root, folder))) {
        if (STORAGE_USE.test(await readFile(file, "utf8"))) users.push(relative(root, file));
      }
    }
    // A file here that the list does not know sets something new: add it to the cookie notice
    // (app/content/pages/legal/cookie-notice.ts), to this list, and to the keys checked above.
    expect(users.filter((file) => !STORAGE_CODE.has(file))).toEqual([]);
  });
});
