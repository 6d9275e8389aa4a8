import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hydrateDeferredParts, launchBrowser, openPage } from "../support/browser";
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

const hydrated = (page: Page) =>
  page.waitForFunction(
    () =>
      (window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules !== undefined &&
      document.readyState === "complete",
  );

const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((entry) => entry.event),
  );

describe("cookie notice", () => {
  it("shows until answered, stores userDisplayed, and the debug function brings it back", async () => {
    const { page, context, errors } = await openPage(browser, 375, 900, { cookieNoticeAnswered: false });
    await page.goto(`${server.url}/business`);
    await hydrated(page);
    const notice = page.getByRole("region", { name: "Cookies on this site" });
    await notice.waitFor();
    expect(await notice.textContent()).toContain("We use cookies to give you the best web experience.");
    const link = notice.getByRole("link", { name: "Read Our Cookie Notice" });
    expect(await link.getAttribute("href")).toBe("https://www.umoyafinance.co.za/legal/cookie-notice");
    await expectNoAxeViolationsInPage(page, ".cookie-notice");
    await page.screenshot({ path: "test-results/screenshots/cookie-notice-375.png" });

    await notice.getByRole("button", { name: "Necessary only" }).click();
    await notice.waitFor({ state: "detached" });
    expect(await page.evaluate(() => localStorage.getItem("userDisplayed"))).toBe("true");
    // No analytics for a visitor who said no: no page views and no fingerprint.
    expect(await dataLayerEvents(page)).toEqual([]);

    await page.reload();
    await hydrated(page);
    expect(await page.getByRole("region", { name: "Cookies on this site" }).count()).toBe(0);

    await Promise.all([page.waitForEvent("load"), page.evaluate(() => window.resetCookieNotice?.())]);
    await hydrated(page);
    await page.getByRole("region", { name: "Cookies on this site" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("computes the device fingerprint and counts page views only after analytics are accepted", async () => {
    const { page, context } = await openPage(browser, 1400, 900, { cookieNoticeAnswered: false });
    await page.goto(`${server.url}/`);
    await hydrated(page);
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
    await hydrated(page);
    await page.getByText("Harmless").waitFor();
    await expectNoAxeViolationsInPage(page, ".blog-article");
    for (const name of ["a link", "entity link"]) {
      const link = page.getByRole("link", { name });
      if ((await link.count()) > 0) await link.click({ noWaitAfter: true }).catch(() => undefined);
    }
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();

    // Reached by client navigation from the home page's news cards, where the browser sanitizes it too.
    await page.goto(`${server.url}/`);
    await hydrated(page);
    await hydrateDeferredParts(page);
    await page.locator(".news-cards__grid").getByRole("link", { name: "Stored payload check" }).click();
    await page.getByText("Harmless").waitFor();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await context.close();
  });
});

describe("offline", () => {
  it("reloads a visited page while offline and shows the offline page for one never visited", async () => {
    const { page, context } = await openPage(browser, 1000);
    await page.goto(`${server.url}/business`);
    await hydrated(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // A page the worker has fetched itself is kept for offline use.
    await page.reload();
    await hydrated(page);
    const heading = await page.getByRole("heading", { level: 1 }).textContent();

    await context.setOffline(true);
    await page.reload();
    await hydrated(page);
    // The form's code, loaded as it comes into view, also comes from the worker's cache.
    await hydrateDeferredParts(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(heading);
    // Hydrated from the cached assets: the form still answers to the keyboard.
    await page.getByRole("region", { name: "Ask us to call you back" }).getByLabel("First name").fill("Offline");

    await page.goto(`${server.url}/fleet-solutions`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("You are offline");
    await context.setOffline(false);
    await context.close();
  });

  it("never lets the worker answer an API post", async () => {
    const response = await fetchRaw(`${server.url}/sw.js`);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("content-security-policy")).toContain("connect-src 'self'");
    const worker = await response.text();
    expect(worker).toContain('if (request.method !== "GET") return;');
    expect(worker).toMatch(/NEVER_CACHED = .*api/);
  });
});
