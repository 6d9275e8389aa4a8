import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolationsInPage } from "../support/browser-axe";
import { launchBrowser, openPage } from "../support/browser";
import { startServer, type RunningServer } from "../support/server";

// The offline page runs no script (the service worker shows it at the address of a page it has no copy of),
// so its header and footer must work as plain HTML: links, not buttons that wait for a script.

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the offline page", () => {
  it.each([375, 1400])("at %i px: its header is plain links that work without a script", async (width) => {
    const { page, context, errors } = await openPage(browser, width, 800, { cookieNoticeAnswered: true });
    await page.goto(`${server.url}/offline`);
    expect(await page.locator("script:not([type='application/ld+json'])").count()).toBe(0);
    const header = page.getByRole("banner");
    // Nothing in the header or footer is a button: with no script a button would do nothing.
    expect(await header.locator("button").count()).toBe(0);
    expect(await page.getByRole("contentinfo").locator("button").count()).toBe(0);
    const hrefs = await header
      .locator("a:visible")
      .evaluateAll((links) => links.map((link) => [link.textContent?.trim(), link.getAttribute("href")]));
    const menuName = width > 1210 ? "All pages" : "MENU";
    expect(hrefs).toContainEqual([menuName, "#site-map"]);
    if (width > 1210) {
      // Each item of the menu leads to its overview page; LOGIN to Account Services.
      expect(hrefs).toContainEqual(["Business", "/business"]);
      expect(hrefs).toContainEqual(["LOGIN", expect.stringMatching(/^https:\/\/.+\/account-services\/login/)]);
    }

    // The menu link leads to the list of every page, further down this same page (so it works offline too).
    await header.getByRole("link", { name: menuName }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe("#site-map");
    const siteMap = page.getByRole("navigation", { name: "Footer" });
    await expect
      .poll(() =>
        siteMap.evaluate((element) => {
          const { top } = element.getBoundingClientRect();
          return top >= 0 && top < window.innerHeight;
        }),
      )
      .toBe(true);
    expect(await siteMap.getByRole("link").count()).toBeGreaterThan(5);
    expect(await siteMap.getByRole("link").first().isVisible()).toBe(true);
    await expectNoAxeViolationsInPage(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
