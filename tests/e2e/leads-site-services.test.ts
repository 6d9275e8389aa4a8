import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { afterNextFrame, hydrateDeferredParts, launchBrowser, openPage, waitForHydration } from "../support/browser";
import { expectNoAxeViolationsInPage } from "../support/browser-axe";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { fetchRaw, startServer, type RunningServer } from "../support/server";

const ADMIN_TOKEN = "e2e-admin-token-0123456789abcdef";

let database: TestDatabase;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  database = await createTestDatabase();
  [server, browser] = await Promise.all([startServer({ DATABASE_URL: database.url, ADMIN_TOKEN }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.destroy();
});

const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((entry) => entry.event),
  );

describe("cookie notice", () => {
  it("shows until answered, stores userDisplayed, and the debug function brings it back", async () => {
    const { page, context, errors } = await openPage(browser, 375, 900, { cookieNoticeAnswered: false });
    await page.goto(`${server.url}/business`);
    await waitForHydration(page);
    const notice = page.getByRole("region", { name: "Cookies on this site" });
    await expect.poll(() => notice.textContent()).toContain("We use cookies to give you the best web experience.");
    const link = notice.getByRole("link", { name: "Read Our Cookie Notice" });
    expect(await link.getAttribute("href")).toBe("/legal/cookie-notice");
    expect(await link.getAttribute("target")).toBeNull();
    await expectNoAxeViolationsInPage(page, ".cookie-notice");
    await page.screenshot({ path: "test-results/screenshots/cookie-notice-375.png" });

    await notice.getByRole("button", { name: "Necessary only" }).click();
    await notice.waitFor({ state: "detached" });
    await expect.poll(() => page.evaluate(() => localStorage.getItem("userDisplayed"))).toBe("true");
    // No analytics for a visitor who said no: no page views and no fingerprint.
    expect(await dataLayerEvents(page)).toEqual([]);

    await page.reload();
    await waitForHydration(page);
    // The notice would show right after hydration; the analytics consent is read in the same effect.
    await expect.poll(() => page.getByRole("region", { name: "Cookies on this site" }).count()).toBe(0);

    await Promise.all([page.waitForEvent("load"), page.evaluate(() => window.resetCookieNotice?.())]);
    await waitForHydration(page);
    await page.getByRole("region", { name: "Cookies on this site" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("computes the device fingerprint and counts page views only after analytics are accepted", async () => {
    const { page, context } = await openPage(browser, 1400, 900, { cookieNoticeAnswered: false });
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    const notice = page.getByRole("region", { name: "Cookies on this site" });
    await notice.waitFor();
    expect(await dataLayerEvents(page)).toEqual([]);
    await notice.getByRole("button", { name: "Accept analytics" }).click();
    await expect.poll(() => dataLayerEvents(page)).toEqual(expect.arrayContaining(["page_view", "device_fingerprint"]));
    const fingerprint = await page.evaluate(
      () =>
        (window as unknown as { dataLayer: { event: string; fingerprint?: string }[] }).dataLayer.find(
          (entry) => entry.event === "device_fingerprint",
        )?.fingerprint,
    );
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    await context.close();
  });
});

/** Every script, event-handler attribute and javascript: address left in the article's markup. */
const dangerousMarkup = (page: Page) =>
  page.locator(".blog-article").evaluate((article) =>
    [...article.querySelectorAll("*")].flatMap((element) => [
      ...(element.localName === "script" ? ["<script>"] : []),
      ...element
        .getAttributeNames()
        .filter(
          (name) =>
            name.startsWith("on") ||
            (/href|src|action/.test(name) && /^\s*javascript:/i.test(element.getAttribute(name)!)),
        )
        .map((name) => `${element.localName}[${name}]`),
    ]),
  );

/**
 * What a stored payload would have written, read once the browser has rendered two more frames: by then the
 * tasks the page load or the clicks queued (error and toggle events, a javascript: navigation) have run.
 */
async function pwnedAfterNextFrame(page: Page): Promise<string | undefined> {
  await afterNextFrame(page);
  return page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned);
}

describe("stored blog markup", () => {
  it("never runs a stored script, handler or javascript: link, on its page or after client navigation", async () => {
    const payload = {
      slug: "xss-payload-check",
      title: "Stored payload check",
      date: "2027-01-01",
      description: "A post whose body carries every classic script-injection trick.",
      body: [
        "Harmless **text** stays.",
        "<script>window.__pwned = 'script'</script>",
        "<img src=x onerror=\"window.__pwned = 'img'\">",
        "[a link](javascript:window.__pwned='link')",
        "<details open ontoggle=\"window.__pwned='details'\">x</details>",
        "<svg><animate onbegin=\"window.__pwned='svg'\" attributeName=x dur=1s>",
        "<a href=\"jav&#x09;ascript:window.__pwned='entity'\">entity link</a>",
      ].join("\n\n"),
      image: { src: "/images/blog-budget-800.jpg", alt: "A blue piggy bank on banknotes." },
    };
    const created = await fetchRaw(`${server.url}/blog/api/posts`, {
      method: "POST",
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, "Content-Type": "application/json" },
      body: JSON.stringify(payload),
    });
    expect(created.status).toBe(201);

    const { page, context } = await openPage(browser, 1400);
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${server.url}/blog/${payload.slug}`);
    await waitForHydration(page);
    await page.getByText("Harmless").waitFor();
    await expectNoAxeViolationsInPage(page, ".blog-article");
    expect(await dangerousMarkup(page)).toEqual([]);
    for (const name of ["a link", "entity link"]) {
      const link = page.getByRole("link", { name });
      if ((await link.count()) > 0) await link.click({ noWaitAfter: true }).catch(() => undefined);
    }
    expect(await pwnedAfterNextFrame(page)).toBeUndefined();

    // Reached by client navigation from the home page's news cards: the browser shows the markup as it was
    // stored, sanitized, with no sanitizer of its own.
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    await hydrateDeferredParts(page);
    await page.locator(".news-cards__grid").getByRole("link", { name: "Stored payload check" }).click();
    await page.getByText("Harmless").waitFor();
    expect(await dangerousMarkup(page)).toEqual([]);
    expect(await pwnedAfterNextFrame(page)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await context.close();
  });
});

describe("offline", () => {
  /** Waits until the worker controls the page and has stored the page and every script and style it used. */
  async function waitUntilStoredForOffline(page: Page): Promise<void> {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.waitForFunction(async () => {
      const assets = performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && /^\/assets\/.+\.(js|css)$/.test(url.pathname));
      const stored = await Promise.all([location.href, ...assets.map(String)].map((url) => caches.match(url)));
      return stored.every((response) => response !== undefined);
    });
  }

  it("reloads a visited page while offline, and shows only the offline page for one never visited", async () => {
    const { page, context } = await openPage(browser, 1000);
    await page.goto(`${server.url}/business`);
    await waitForHydration(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Installing downloads only the offline page and the files it shows itself with, never every page's code.
    const precached = await page.evaluate(async () => {
      const name = (await caches.keys()).find((key) => key.includes("precache"));
      const keys = name ? await (await caches.open(name)).keys() : [];
      return keys.map((request) => new URL(request.url).pathname).sort();
    });
    expect(precached).toEqual([
      expect.stringMatching(/^\/assets\/inter-[\w-]+\.woff2$/),
      expect.stringMatching(/^\/assets\/style-[\w-]+\.css$/),
      "/brand/icons/apple-touch-icon.png",
      "/brand/umoya-logo.svg",
      "/favicon.svg",
      "/offline",
      "/site.webmanifest",
    ]);
    // The worker keeps the pages it fetched itself, and the code of every part that loaded on them.
    await page.reload();
    await hydrateDeferredParts(page);
    await waitUntilStoredForOffline(page);
    const headings = await page.getByRole("heading", { level: 1 }).allTextContents();
    expect(headings).toHaveLength(1);

    await context.setOffline(true);
    await page.reload();
    await hydrateDeferredParts(page);
    expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual(headings);
    // Hydrated from the cached assets: the whole document, its deferred parts included (above).
    await waitForHydration(page);

    // Never visited: the offline page, served at the address asked for. It runs no script, so nothing can
    // render the page of that address over it.
    await page.goto(`${server.url}/fleet-solutions`);
    expect(new URL(page.url()).pathname).toBe("/fleet-solutions");
    await expect.poll(() => page.title()).toBe("You are offline | Umoya Finance");
    expect(await page.locator("script:not([type='application/ld+json'])").count()).toBe(0);
    expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual(["You are offline"]);
    await context.setOffline(false);
  });

  it("leaves API calls and every write to the network: offline they fail instead of answering from a cache", async () => {
    const { page, context } = await openPage(browser, 1000);
    await page.goto(`${server.url}/business`);
    await waitForHydration(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const apiAnswer = page.waitForResponse((response) => response.url().endsWith("/blog/api/posts"));
    await page.evaluate(() => fetch("/blog/api/posts").then((response) => response.status));
    expect((await apiAnswer).fromServiceWorker()).toBe(false);
    // The call-me-back page can show a visitor's details again: visited, it is still never kept.
    expect((await page.goto(`${server.url}/call-me-back`))?.status()).toBe(200);
    await page.goto(`${server.url}/business`);
    await waitForHydration(page);

    await context.setOffline(true);
    const outcomes = await page.evaluate(() =>
      Promise.all(
        [
          // Past the browser's own HTTP cache, which may keep the answer for a while; only a worker could answer.
          fetch("/blog/api/posts", { cache: "no-store" }),
          fetch("/api/logs", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" }),
          fetch("/business", { method: "POST", body: new URLSearchParams({ firstName: "Offline" }) }),
        ].map((request) =>
          request.then(
            (response) => `answered ${response.status}`,
            (error: Error) => error.name,
          ),
        ),
      ),
    );
    expect(outcomes).toEqual(["TypeError", "TypeError", "TypeError"]);
    await expect(page.goto(`${server.url}/call-me-back`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    await context.setOffline(false);

    const worker = await fetchRaw(`${server.url}/sw.js`);
    // Checked on every visit, so a new build's worker is found at once.
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    expect(worker.headers.get("content-security-policy")).toContain("connect-src 'self'");
  });
});
