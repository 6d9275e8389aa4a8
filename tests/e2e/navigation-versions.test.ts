import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../support/browser";
import { fetchRaw, startServer, type RunningServer } from "../support/server";

// One source of truth for the header in the browser: the page carries the version of the navigation it
// was rendered with, and the browser replaces it only with a newer one, whether from its localStorage copy
// (navCache) or from the header endpoint. A returning visitor must never see the menu go back.

const ADMIN_TOKEN = "e2e-versions-admin-token-0123";
const HEADER = "/wol-ms-header-footer/header?siteid=umoya-web";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ ADMIN_TOKEN }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Publishes the live navigation with its first top link renamed; returns the version and the header's answer. */
async function publishFirstLabel(label: string): Promise<{ version: number; answer: string }> {
  const live = (await (await fetchRaw(`${server.url}${HEADER}`)).json()) as { result: string };
  const navigation = JSON.parse(live.result) as { values: { title: string }[] };
  if (navigation.values[0]) navigation.values[0].title = label;
  const published = await fetchRaw(`${server.url}${HEADER}`, {
    method: "PUT",
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, "Content-Type": "application/json" },
    body: JSON.stringify(navigation),
  });
  expect(published.status).toBe(201);
  const answer = await (await fetchRaw(`${server.url}${HEADER}`)).text();
  return { version: ((await published.json()) as { version: number }).version, answer };
}

/**
 * From the first byte of every page the context opens, notes which of `labels` the header shows each time
 * it changes (a MutationObserver), so a menu shown for a moment is not missed.
 */
async function watchHeader(context: BrowserContext, labels: readonly string[]): Promise<void> {
  await context.addInitScript((watched: readonly string[]) => {
    const seen: string[] = [];
    (window as unknown as { headerLabels: string[] }).headerLabels = seen;
    const note = () => {
      const text = document.querySelector("header.site-header")?.textContent ?? "";
      const shown = watched.find((label) => text.includes(label));
      if (shown && seen.at(-1) !== shown) seen.push(shown);
    };
    new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true });
  }, labels);
}

/**
 * A visitor's browser at 1400px, the cookie notice answered. Service workers are kept out, so that what
 * the test stands in for (an old copy of a page or of the header) reaches the page as it would from a
 * cache in front of the site (Playwright's routes do not see requests a service worker makes).
 */
async function visitor(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, serviceWorkers: "block" });
  await context.addInitScript(() => {
    localStorage.setItem("userDisplayed", "true");
    localStorage.setItem("analyticsConsent", JSON.stringify("denied"));
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { context, page, errors };
}

const isHeaderRequest = (url: URL) => url.pathname === "/wol-ms-header-footer/header";

const labelsSeen = (page: Page) => page.evaluate(() => (window as unknown as { headerLabels: string[] }).headerLabels);
const cachedVersion = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem("navCache") ?? "{}") as { version?: number }).version ?? 0);

describe("the header of a returning visitor", () => {
  it("never shows an older menu after a newer one, whatever the browser or a cache kept", async () => {
    const olderLabel = `Older menu ${Date.now()}`;
    const older = await publishFirstLabel(olderLabel);
    const { page, context, errors } = await visitor();
    const newerLabel = `Newer menu ${Date.now()}`;
    await watchHeader(context, [newerLabel, olderLabel]);

    // The first visit keeps the navigation of its day in localStorage; a shared cache keeps a page of it.
    await page.goto(`${server.url}/business`);
    await expect.poll(() => cachedVersion(page)).toBe(older.version);
    expect(await labelsSeen(page)).toEqual([olderLabel]);
    const olderPage = await (await fetchRaw(`${server.url}/lease-agreements`)).text();

    // An editor publishes a newer menu; the visitor comes back to a page rendered with it, while the
    // browser still holds the older one (localStorage), and its header request is answered from an old
    // copy (a browser or CDN cache, or a copy of the server that has not read the publish yet).
    const newer = await publishFirstLabel(newerLabel);
    await page.route(isHeaderRequest, (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: older.answer }),
    );
    const headerAsked = page.waitForRequest((request) => isHeaderRequest(new URL(request.url())));
    await page.goto(`${server.url}/fleet-solutions`);
    await headerAsked;
    await expect.poll(() => cachedVersion(page)).toBe(newer.version);
    expect(await labelsSeen(page)).toEqual([newerLabel]);

    // Then a cache in front of the site hands it the older page: the newer menu the browser keeps
    // replaces the older one, and nothing goes back after that.
    await page.unroute(isHeaderRequest);
    await page.route(
      (url) => url.pathname === "/lease-agreements",
      (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: olderPage }),
    );
    await page.goto(`${server.url}/lease-agreements`);
    await expect.poll(() => labelsSeen(page)).toEqual([olderLabel, newerLabel]);
    await expect.poll(() => cachedVersion(page)).toBe(newer.version);
    expect(await labelsSeen(page)).toEqual([olderLabel, newerLabel]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
