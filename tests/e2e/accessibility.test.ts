import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sitePages } from "~/content/site-pages";
import { expectNoAxeViolationsInPage } from "../support/browser-axe";
import {
  hydrateDeferredParts,
  isFocused,
  launchBrowser,
  openPage,
  waitForAnimations,
  waitForHydration,
} from "../support/browser";
import { startServer, type RunningServer } from "../support/server";

// Keyboard and screen reader behaviour across the site's open states: the side panel keeps the page behind
// it inert, client-side navigation moves focus and announces the page, the cookie notice is met early and
// never covers what has focus, form errors are tied to their controls, and axe finds nothing with search,
// menus, panels and errors open. Reflow (no page scrolls sideways at 320px or with text at 200%) is in
// reflow.test.ts, a file of its own so that it runs beside these.

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(width: number, path: string, options: { readonly cookieNoticeAnswered?: boolean } = {}) {
  const opened = await openPage(browser, width, 800, options);
  await opened.page.goto(`${server.url}${path}`);
  await waitForHydration(opened.page);
  return opened;
}

const menuButton = (page: Page) => page.locator(".site-header__menu-button");
const searchButton = (page: Page) => page.getByRole("button", { name: "Search", exact: true });
const searchBox = (page: Page) => page.getByRole("combobox", { name: "Search the site" });
const announcer = (page: Page) => page.locator("[data-navigation-announcer]");
const focusIsIn = (page: Page, selector: string) =>
  page.evaluate((inside) => document.activeElement?.closest(inside) !== null, selector);
const focusedDescription = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element ? `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40) ?? ""}"` : "none";
  });

describe("the side panel at 375px", () => {
  it("makes the page behind it inert while open, and gives focus back to the toggle when it closes", async () => {
    const { page, context, errors } = await open(375, "/business");
    const behind = page.locator("main");
    expect(await behind.evaluate((element) => element.closest("[inert]") !== null)).toBe(false);

    await menuButton(page).click();
    await expect.poll(() => menuButton(page).getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => behind.evaluate((element) => element.closest("[inert]") !== null)).toBe(true);
    expect(await page.locator("footer").evaluate((element) => element.closest("[inert]") !== null)).toBe(true);
    expect(await page.locator("header.site-header").evaluate((element) => element.closest("[inert]"))).toBeNull();

    // Tab never leaves the header's bar and panel for the page the panel covers.
    const panelLinks = await page.locator(".mobile-menu").getByRole("button").count();
    for (let step = 0; step < panelLinks + 6; step += 1) {
      await page.keyboard.press("Tab");
      const inHeader = await focusIsIn(page, "header.site-header");
      const onPage = await focusIsIn(page, "main, footer, nav[aria-label='Breadcrumb']");
      expect(onPage, `Tab ${step + 1} reached ${await focusedDescription(page)}`).toBe(false);
      // Past the panel's last control focus may visit the browser's own controls, never the page.
      if (!inHeader) expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    }

    // Closing with Escape: the toggle has focus again and the page is back.
    await page.locator(".mobile-menu").getByRole("button").first().focus();
    await page.keyboard.press("Escape");
    await expect.poll(() => menuButton(page).getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => isFocused(menuButton(page))).toBe(true);
    await expect.poll(() => behind.evaluate((element) => element.closest("[inert]") !== null)).toBe(false);

    // Closing with the toggle itself keeps focus there.
    await menuButton(page).click();
    await expect.poll(() => behind.evaluate((element) => element.closest("[inert]") !== null)).toBe(true);
    await menuButton(page).click();
    await expect.poll(() => behind.evaluate((element) => element.closest("[inert]") !== null)).toBe(false);
    expect(await isFocused(menuButton(page))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("closes when the window widens to the desktop menu, leaving nothing inert", async () => {
    const { page, context } = await open(375, "/business");
    await menuButton(page).click();
    await expect.poll(() => page.locator("main").evaluate((element) => element.closest("[inert]") !== null)).toBe(true);
    await page.setViewportSize({ width: 1400, height: 800 });
    await expect
      .poll(() => page.locator("main").evaluate((element) => element.closest("[inert]") !== null))
      .toBe(false);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(() => menuButton(page).getAttribute("aria-expanded")).toBe("false");
    await context.close();
  });
});

describe("client-side navigation", () => {
  it("leaves the first load alone, then moves focus to the new page's heading and announces its title", async () => {
    const { page, context, errors } = await open(1400, "/business");
    expect(await announcer(page).textContent()).toBe("");
    expect(await announcer(page).getAttribute("aria-live")).toBe("polite");
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    // Following a search result.
    await searchButton(page).click();
    await searchBox(page).pressSequentially("solar");
    await page.getByRole("option").first().waitFor();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${server.url}/solar-finance`);
    const heading = page.locator("main h1");
    await expect.poll(() => isFocused(heading)).toBe(true);
    await expect.poll(() => announcer(page).textContent()).toBe(`${sitePages.solarFinance.title} | Umoya Finance`);
    expect(await page.title()).toBe(`${sitePages.solarFinance.title} | Umoya Finance`);

    // Following a link in the page (the breadcrumb home), and going back.
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).click();
    await page.waitForURL(`${server.url}/`);
    await expect.poll(() => isFocused(page.locator("main h1"))).toBe(true);
    await expect.poll(() => announcer(page).textContent()).toBe(`${sitePages.home.title} | Umoya Finance`);
    await page.goBack();
    await page.waitForURL(`${server.url}/solar-finance`);
    await expect.poll(() => isFocused(page.locator("main h1"))).toBe(true);
    await expect.poll(() => announcer(page).textContent()).toBe(`${sitePages.solarFinance.title} | Umoya Finance`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the cookie notice at 375px", () => {
  it("is reached within the first Tab stops and never covers the element that has focus", async () => {
    const { page, context } = await open(375, "/business", { cookieNoticeAnswered: false });
    const notice = page.locator("#cookie-notice");
    await notice.waitFor();
    await waitForAnimations(notice);

    let reachedAt = 0;
    for (let step = 1; step <= 80; step += 1) {
      await page.keyboard.press("Tab");
      const where = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null;
        const noticeBox = document.getElementById("cookie-notice")!.getBoundingClientRect();
        if (!focused || focused === document.body) return { inNotice: false, covered: false };
        if (focused.closest("#cookie-notice")) return { inNotice: true, covered: false };
        const box = focused.getBoundingClientRect();
        const visible = box.width > 0 && box.height > 0;
        // Sub-pixel rounding aside: an element scrolled to sit just above the notice touches it.
        return { inNotice: false, covered: visible && box.bottom > noticeBox.top + 1 && box.top < noticeBox.bottom };
      });
      if (where.inNotice && reachedAt === 0) reachedAt = step;
      expect(where.covered, `Tab ${step}: ${await focusedDescription(page)} is under the notice`).toBe(false);
    }
    expect(reachedAt).toBeGreaterThan(0);
    expect(reachedAt).toBeLessThanOrEqual(3);
    await context.close();
  });
});

describe("call-me-back form errors", () => {
  it("ties every error, the consent one included, to its control and summarises a failed submit", async () => {
    const { page, context, errors } = await open(375, "/business");
    // The page's call-back card opens the form on demand; the form takes focus once its code has run.
    const card = page.locator("#call-me-back");
    await card.getByRole("button", { name: "Call me back" }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("firstName");
    const section = card;
    // The form's status region (empty, so not yet in the accessibility tree).
    const status = section.locator(".call-me-back__status");
    expect(await status.getAttribute("role")).toBe("status");
    expect((await status.textContent())?.trim()).toBe("");
    await section.getByRole("button", { name: "Send" }).click();

    await expect.poll(() => status.textContent()).toMatch(/not sent: please correct the \d+ fields marked below/);
    const consent = section.getByRole("checkbox", { name: /use these details/i });
    await expect.poll(() => consent.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await consent.getAttribute("aria-describedby"))!.split(" ");
    const consentError = page.locator(`[id="${describedBy[0]}"]`);
    expect(await consentError.textContent()).toBe("Please agree so that we may call you back.");
    expect(await consentError.getAttribute("aria-live")).toBe("polite");

    // Every control marked invalid names an error message that is shown.
    const invalid = section.locator('[aria-invalid="true"]');
    expect(await invalid.count()).toBeGreaterThanOrEqual(4);
    for (const control of await invalid.all()) {
      const ids = (await control.getAttribute("aria-describedby"))?.split(" ") ?? [];
      const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
      expect(texts.join(" ").trim(), `${await control.getAttribute("name")} has no tied error`).not.toBe("");
    }
    await waitForAnimations(section);
    await expectNoAxeViolationsInPage(page);

    await consent.check({ force: true });
    await expect.poll(() => consent.getAttribute("aria-invalid")).toBeNull();
    expect(await consent.getAttribute("aria-describedby")).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});

async function expectPageAxeClean(page: Page, settled: Locator) {
  await waitForAnimations(settled);
  await expectNoAxeViolationsInPage(page);
}

describe("axe finds nothing on whole pages with things open", () => {
  it.each([375, 1400])("search open with a long list of results at %ipx", async (width) => {
    const { page, context } = await open(width, "/business");
    await searchButton(page).click();
    await searchBox(page).pressSequentially("finance");
    await page.getByRole("option").first().waitFor();
    const listbox = page.getByRole("listbox");
    // More results than fit: the listbox itself scrolls, and each shows its page's description.
    expect(await listbox.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    expect(await page.getByRole("option").first().locator(".site-search__description").textContent()).not.toBe("");
    await expectPageAxeClean(page, page.locator("header.site-header"));
    await context.close();
  });

  it("the desktop mega-menu open at 1400px", async () => {
    const { page, context } = await open(1400, "/business");
    const personal = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Personal" });
    await personal.click();
    await expect.poll(() => personal.getAttribute("aria-expanded")).toBe("true");
    await expectPageAxeClean(page, page.locator("header.site-header"));
    await context.close();
  });

  it.each([320, 375])("the side panel open at %ipx", async (width) => {
    const { page, context } = await open(width, "/");
    await menuButton(page).click();
    await page.getByRole("navigation", { name: "Menu" }).getByRole("button", { name: "Personal" }).click();
    await expectPageAxeClean(page, page.locator("header.site-header"));
    await context.close();
  });

  it.each([375, 1400])("the login panel open at %ipx", async (width) => {
    const { page, context } = await open(width, "/business");
    if (width <= 1210) await menuButton(page).click();
    await page.getByRole("button", { name: "LOGIN", exact: true }).click();
    await page.getByRole("dialog").waitFor();
    await expectPageAxeClean(page, page.locator(".login-panel__panel"));
    await context.close();
  });

  it.each([320, 375, 1400])("the home page with every part loaded at %ipx", async (width) => {
    const { page, context } = await open(width, "/");
    await hydrateDeferredParts(page);
    await expectPageAxeClean(page, page.locator("main"));
    await context.close();
  });
});
