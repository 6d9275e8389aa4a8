import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "../support/browser";
import { startServer, type RunningServer } from "../support/server";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Marks the document, so a test can tell a client navigation (mark kept) from a reload (mark gone). */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/** A client navigation the way the router sees a history change (for targets no link on the page points to). */
const historyNavigate = (page: Page, path: string) =>
  page.evaluate((to) => {
    const state = {
      usr: null,
      key: Math.random().toString(36).slice(2, 10),
      idx: (window.history.state?.idx ?? 0) + 1,
    };
    window.history.pushState(state, "", to);
    window.dispatchEvent(new PopStateEvent("popstate", { state }));
  }, path);

const hydrated = (page: Page) =>
  page.waitForFunction(
    () =>
      (window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules !== undefined &&
      document.readyState === "complete",
  );

describe("client navigation", () => {
  it("moves between pages without reloading the document and updates the head", async () => {
    const { page, context, errors } = await openPage(browser, 1400);
    await page.goto(`${server.url}/business`);
    await hydrated(page);
    await markDocument(page);

    await page
      .getByRole("navigation", { name: "Related pages" })
      .getByRole("link", { name: "Fleet solutions" })
      .click();
    await page.waitForURL(`${server.url}/fleet-solutions`);
    await expect.poll(() => page.title()).toBe("Fleet solutions | Umoya Finance");
    expect(await isSameDocument(page)).toBe(true);
    expect(await page.locator("h1").count()).toBe(1);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${server.url}/fleet-solutions/`);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toMatch(/fleet/i);

    await page.goBack();
    await page.waitForURL(`${server.url}/business`);
    await expect.poll(() => page.title()).toBe("Finance for business | Umoya Finance");
    expect(await isSameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("follows a redirect route in the browser without a reload", async () => {
    const { page, context } = await openPage(browser, 1400);
    await page.goto(`${server.url}/insurance`);
    await hydrated(page);
    await markDocument(page);
    await historyNavigate(page, "/personal-loans");
    await page.waitForURL(`${server.url}/cashpower-personal-loans`);
    await expect.poll(() => page.title()).toBe("CashPower personal loans | Umoya Finance");
    expect(await isSameDocument(page)).toBe(true);
    await context.close();
  });
});

describe("background preload (§2.1)", () => {
  const preloaded = ["home", "business", "find-a-car", "solar-finance", "guaranteed-future-value"];
  const chunkOf = (url: string) => /\/assets\/([a-z-]+)-[\w-]{8}\.js$/.exec(new URL(url).pathname)?.[1];

  it("fetches the five pages' code 2000 ms after load, and navigating there then fetches no new code", async () => {
    const { page, context } = await openPage(browser, 1400);
    const requested: { chunk: string; at: number }[] = [];
    let loadedAt = 0;
    page.on("request", (request) => {
      const chunk = chunkOf(request.url());
      if (chunk && preloaded.includes(chunk)) requested.push({ chunk, at: Date.now() });
    });
    await page.goto(`${server.url}/insurance`, { waitUntil: "load" });
    loadedAt = Date.now();
    await page.waitForTimeout(1500);
    expect(requested).toEqual([]);

    await expect.poll(() => new Set(requested.map((r) => r.chunk)).size, { timeout: 5000 }).toBe(preloaded.length);
    for (const { at } of requested) expect(at - loadedAt).toBeGreaterThanOrEqual(1900);

    const before = requested.length;
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).click();
    await page.waitForURL(`${server.url}/`);
    await expect.poll(() => page.locator("h1").textContent()).not.toMatch(/insurance/i);
    expect(requested.length).toBe(before);
    await context.close();
  });
});

describe("scrolling after navigation (§2.1)", () => {
  it("starts a new page at the top", async () => {
    const { page, context } = await openPage(browser, 1000);
    await page.goto(`${server.url}/business`);
    await hydrated(page);
    const related = page.getByRole("navigation", { name: "Related pages" });
    await related.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await related.getByRole("link", { name: "Lease agreements" }).click();
    await page.waitForURL(`${server.url}/lease-agreements`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it("keeps the position between graduate-finance pages", async () => {
    const { page, context } = await openPage(browser, 1000);
    await page.goto(`${server.url}/graduate-finance`);
    await hydrated(page);
    const link = page
      .getByRole("navigation", { name: "Related pages" })
      .getByRole("link", { name: "Graduate finance guide" });
    await link.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(500);
    await link.click();
    await page.waitForURL(`${server.url}/graduate-finance-guide`);
    await expect.poll(() => page.locator("h1").textContent()).toMatch(/guide|graduate/i);
    await page.waitForTimeout(100);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);

    // Leaving the graduate-finance pages starts the next page at the top again.
    await page
      .getByRole("navigation", { name: "Related pages" })
      .getByRole("link", { name: "Vehicle finance guide" })
      .click();
    await page.waitForURL(`${server.url}/vehicle-finance-guide`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it("restores the position when going back", async () => {
    const { page, context } = await openPage(browser, 1000);
    await page.goto(`${server.url}/business`);
    await hydrated(page);
    const related = page.getByRole("navigation", { name: "Related pages" });
    await related.scrollIntoViewIfNeeded();
    await page.waitForTimeout(100);
    const before = await page.evaluate(() => window.scrollY);
    await related.getByRole("link", { name: "Fleet solutions" }).click();
    await page.waitForURL(`${server.url}/fleet-solutions`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL(`${server.url}/business`);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(before));
    await context.close();
  });

  it("scrolls to the element a hash names, on arrival and after client navigation", async () => {
    const { page, context } = await openPage(browser, 1400);
    await page.goto(`${server.url}/business#faq`);
    await hydrated(page);
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById("faq")!.getBoundingClientRect().top)))
      .toBeLessThan(200);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

    await page.goto(`${server.url}/insurance`);
    await hydrated(page);
    await markDocument(page);
    await historyNavigate(page, "/business#how-to-apply");
    await page.waitForURL(`${server.url}/business#how-to-apply`);
    await expect
      .poll(() => page.evaluate(() => document.getElementById("how-to-apply")?.getBoundingClientRect().top ?? 9999))
      .toBeLessThan(200);
    expect(await isSameDocument(page)).toBe(true);
    await context.close();
  });
});

describe("the error page", () => {
  it("answers 404 inside the shell and leads back home", async () => {
    const { page, context } = await openPage(browser, 375);
    const response = await page.goto(`${server.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    expect(await page.title()).toBe("Page not found | Umoya Finance");
    expect(await page.locator("h1").textContent()).toMatch(/can.t find that page/i);
    await markDocument(page);
    await page.getByRole("main").getByRole("link", { name: "home page" }).click();
    await page.waitForURL(`${server.url}/`);
    await expect.poll(() => page.title()).toBe("Vehicle and asset finance | Umoya Finance");
    expect(await isSameDocument(page)).toBe(true);
    await context.close();
  });

  it("searches the site from the error page", async () => {
    const { page, context } = await openPage(browser, 1400);
    await page.goto(`${server.url}/lost`);
    await hydrated(page);
    await page.getByRole("searchbox", { name: "Search the site" }).fill("solar");
    await page.getByRole("search", { name: "Search the site" }).getByRole("button", { name: "Search" }).click();
    const firstResult = page
      .getByRole("region", { name: /results for/i })
      .getByRole("link")
      .first();
    await expect.poll(() => firstResult.textContent()).toBe("Solar finance");
    await context.close();
  });
});
