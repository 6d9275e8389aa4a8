import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sitePages } from "~/content/site-pages";
import { afterNextFrame, launchBrowser, openPage, waitForHydration } from "../support/browser";
import { startServer, type RunningServer } from "../support/server";
import { cookieNoticeItems } from "~/content/pages/legal/cookie-notice";
import { SCROLL_POSITIONS_KEY } from "~/features/routing/scroll-positions";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The content of the head's `<meta>` named (name or property) `name`, or null when there is none. */
const metaContent = (page: Page, name: string) =>
  page.evaluate(
    (wanted) =>
      document.head.querySelector(`meta[name="${wanted}"], meta[property="${wanted}"]`)?.getAttribute("content") ??
      null,
    name,
  );

/** Marks the document, so a test can tell a client navigation (mark kept) from a reload (mark gone). */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/**
 * A client navigation to a target no link on the page points to: a new history entry and the popstate
 * event the router listens for, as when the visitor moves through history.
 */
const historyNavigate = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
  }, path);

/** The window's scroll position once it has stopped moving (the same over two frames). */
async function settledScrollY(page: Page): Promise<number> {
  let previous = Number.NaN;
  await expect
    .poll(async () => {
      const current = await page.evaluate(() => Math.round(window.scrollY));
      const settled = current === previous;
      previous = current;
      return settled;
    })
    .toBe(true);
  return previous;
}

describe("client navigation", () => {
  it("moves between pages without reloading the document and updates the head", async () => {
    const { page, context, errors } = await openPage(browser, 1400);
    await page.goto(`${server.url}/business`);
    await waitForHydration(page);
    await markDocument(page);

    await page
      .getByRole("navigation", { name: /^Related / })
      .getByRole("link", { name: "Solar finance" })
      .click();
    await page.waitForURL(`${server.url}/solar-finance`);
    await expect.poll(() => page.title()).toBe("Solar finance | Umoya Finance");
    expect(await isSameDocument(page)).toBe(true);
    expect(await page.locator("h1").count()).toBe(1);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${server.url}/solar-finance/`);
    expect(await metaContent(page, "description")).toBe(sitePages.solarFinance.description);
    expect(await metaContent(page, "og:description")).toBe(sitePages.solarFinance.description);
    expect(await metaContent(page, "og:url")).toBe(`${server.url}/solar-finance/`);
    expect(await page.locator('meta[name="description"]').count()).toBe(1);

    await page.goBack();
    await page.waitForURL(`${server.url}/business`);
    await expect.poll(() => page.title()).toBe("Finance for business | Umoya Finance");
    expect(await metaContent(page, "description")).toBe(sitePages.business.description);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${server.url}/business/`);
    expect(await isSameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("follows a redirect route in the browser without a reload", async () => {
    const { page, context } = await openPage(browser, 1400);
    await page.goto(`${server.url}/insurance`);
    await waitForHydration(page);
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

  /** When the page's load event started and when each preloaded page's code was requested, by the page's clock. */
  const preloadTimeline = (page: Page) =>
    page.evaluate(() => ({
      loadEventStart: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
      requests: performance.getEntriesByType("resource").map((entry) => ({ url: entry.name, at: entry.startTime })),
    }));

  it("fetches the five pages' code 2000 ms after load, and navigating there then fetches no new code", async () => {
    const { page, context } = await openPage(browser, 1400);
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto(`${server.url}/insurance`);
    await waitForHydration(page);
    const preloads = async () => {
      const { loadEventStart, requests } = await preloadTimeline(page);
      return requests
        .filter((request) => preloaded.includes(chunkOf(request.url) ?? ""))
        .map((request) => ({ chunk: chunkOf(request.url), after: request.at - loadEventStart }));
    };
    await expect.poll(async () => new Set((await preloads()).map((entry) => entry.chunk)).size).toBe(preloaded.length);
    // Timers never fire early; the clock's precision is a fraction of a millisecond.
    for (const { after } of await preloads()) expect(after).toBeGreaterThanOrEqual(1999);

    const before = requested.length;
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).click();
    await page.waitForURL(`${server.url}/`);
    await expect.poll(() => page.locator("h1").textContent()).not.toMatch(/insurance/i);
    expect(requested.slice(before).filter((url) => preloaded.includes(chunkOf(url) ?? ""))).toEqual([]);
    await context.close();
  });
});

describe("scrolling after navigation (§2.1)", () => {
  it("starts a new page at the top", async () => {
    const { page, context } = await openPage(browser, 1000);
    await page.goto(`${server.url}/business`);
    await waitForHydration(page);
    const related = page.getByRole("navigation", { name: /^Related / });
    await related.scrollIntoViewIfNeeded();
    expect(await settledScrollY(page)).toBeGreaterThan(500);
    await related.getByRole("link", { name: "Solar finance" }).click();
    await page.waitForURL(`${server.url}/solar-finance`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it("keeps the position between graduate-finance pages", async () => {
    const { page, context } = await openPage(browser, 1000);
    await page.goto(`${server.url}/graduate-finance`);
    await waitForHydration(page);
    const link = page
      .getByRole("navigation", { name: /^Related / })
      .getByRole("link", { name: "Graduate finance guide" });
    await link.scrollIntoViewIfNeeded();
    const before = await settledScrollY(page);
    expect(before).toBeGreaterThan(500);
    await link.click();
    await page.waitForURL(`${server.url}/graduate-finance-guide`);
    await expect.poll(() => page.title()).toBe("Graduate finance guide | Umoya Finance");
    // The new page has rendered and painted: a scroll to the top would have happened by now.
    await afterNextFrame(page);
    expect(await settledScrollY(page)).toBe(before);

    // Leaving the graduate-finance pages starts the next page at the top again.
    await page
      .getByRole("navigation", { name: /^Related / })
      .getByRole("link", { name: "Vehicle finance guide" })
      .click();
    await page.waitForURL(`${server.url}/vehicle-finance-guide`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it("restores the position when going back", async () => {
    const { page, context } = await openPage(browser, 1000);
    await page.goto(`${server.url}/business`);
    await waitForHydration(page);
    const related = page.getByRole("navigation", { name: /^Related / });
    await related.scrollIntoViewIfNeeded();
    const before = await settledScrollY(page);
    await related.getByRole("link", { name: "Solar finance" }).click();
    await page.waitForURL(`${server.url}/solar-finance`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL(`${server.url}/business`);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(before);
    await context.close();
  });

  it("returns each graduate-finance page to its own position when going back and forward", async () => {
    const { page, context } = await openPage(browser, 1000);
    await page.goto(`${server.url}/graduate-finance`);
    await waitForHydration(page);
    const link = page
      .getByRole("navigation", { name: /^Related / })
      .getByRole("link", { name: "Graduate finance guide" });
    await link.scrollIntoViewIfNeeded();
    const first = await settledScrollY(page);
    await link.click();
    await page.waitForURL(`${server.url}/graduate-finance-guide`);
    await expect.poll(() => page.title()).toBe("Graduate finance guide | Umoya Finance");
    await page.evaluate((y) => window.scrollTo(0, y), first + 400);
    const second = await settledScrollY(page);
    expect(second).toBeGreaterThan(first);

    await page.goBack();
    await page.waitForURL(`${server.url}/graduate-finance`);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(first);
    await page.goForward();
    await page.waitForURL(`${server.url}/graduate-finance-guide`);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(second);
    await context.close();
  });

  it("restores the position after a reload, kept under the storage key the cookie notice lists", async () => {
    const { page, context, errors } = await openPage(browser, 1000);
    // The text font is `font-display: optional`: each load uses it only if it arrives within a moment, so on a
    // busy machine the reload can be laid out in the fallback font and the same position shows other content.
    // Without the font file every load has the same layout, and the position can be compared to the pixel.
    await context.route(/\.woff2$/, (route) => route.abort());
    await page.goto(`${server.url}/business`);
    await waitForHydration(page);
    // The router's inline script ran (the page's Content-Security-Policy allows it by its hash): it gives the
    // document's first history entry the key its position is kept under; without it the key is missing.
    expect(await page.evaluate(() => typeof (window.history.state as { key?: unknown } | null)?.key)).toBe("string");
    await page.getByRole("navigation", { name: /^Related / }).scrollIntoViewIfNeeded();
    const before = await settledScrollY(page);
    expect(before).toBeGreaterThan(500);

    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(before);
    const stored = await page.evaluate(() => Object.keys(sessionStorage));
    expect(stored).toContain(SCROLL_POSITIONS_KEY);
    const listed = cookieNoticeItems.sessionStorage.map((item) => item.label).join("\n");
    for (const key of stored) expect(listed, key).toContain(key);
    // The only console errors allowed are the refused loads of the font file.
    expect(errors.filter((error) => error !== "Failed to load resource: net::ERR_FAILED")).toEqual([]);
    await context.close();
  });

  it("scrolls to a fragment a plain link names after client navigations", async () => {
    const { page, context } = await openPage(browser, 1000);
    await page.goto(`${server.url}/business`);
    await waitForHydration(page);
    const callMeBack = (id: string) =>
      page.evaluate((target) => Math.round(document.getElementById(target)!.getBoundingClientRect().top), id);
    // A plain #fragment link (no router Link): the browser makes the history entry itself, without a key of
    // the router's, so every such entry shares the router's placeholder key "default".
    await page.getByRole("link", { name: "Call me back" }).first().click();
    await page.waitForURL(`${server.url}/business#call-me-back`);
    await expect.poll(() => callMeBack("call-me-back")).toBeLessThan(200);
    // Leaving that entry through the router keeps its position under "default"…
    const related = page.getByRole("navigation", { name: /^Related / });
    await related.scrollIntoViewIfNeeded();
    await related.getByRole("link", { name: "Solar finance" }).click();
    await page.waitForURL(`${server.url}/solar-finance`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // …which must not be taken for the next such entry's position: the browser scrolls to the fragment
    // after the router has handled the history change.
    await page.getByRole("link", { name: "Call me back" }).first().click();
    await page.waitForURL(`${server.url}/solar-finance#call-me-back`);
    await afterNextFrame(page);
    await expect.poll(() => callMeBack("call-me-back")).toBeLessThan(200);
    await context.close();
  });

  it("scrolls to the element a hash names, on arrival and after client navigation", async () => {
    const { page, context } = await openPage(browser, 1400);
    await page.goto(`${server.url}/business#faq`);
    await waitForHydration(page);
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById("faq")!.getBoundingClientRect().top)))
      .toBeLessThan(200);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

    await page.goto(`${server.url}/insurance`);
    await waitForHydration(page);
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
    await waitForHydration(page);
    await expect.poll(() => page.title()).toBe("Page not found | Umoya Finance");
    expect(await metaContent(page, "robots")).toBe("noindex");
    expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
    expect(await page.locator("h1").textContent()).toMatch(/can.t find that page/i);
    await markDocument(page);
    await page.getByRole("main").getByRole("link", { name: "home page" }).click();
    await page.waitForURL(`${server.url}/`);
    await expect.poll(() => page.title()).toBe("Vehicle and asset finance | Umoya Finance");
    expect(await metaContent(page, "robots")).toBeNull();
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${server.url}/`);
    expect(await isSameDocument(page)).toBe(true);
    await context.close();
  });

  it("searches the site from the error page", async () => {
    const { page, context } = await openPage(browser, 1400);
    await page.goto(`${server.url}/lost`);
    await waitForHydration(page);
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
