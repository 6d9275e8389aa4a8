import { mkdir } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brand } from "~/content/brand";
import { expectNoAxeViolationsInPage } from "../support/browser-axe";
import {
  isFocused,
  launchBrowser,
  openPage,
  pauseClock,
  waitForAnimations,
  waitForHydration,
  type PageAtWidth,
} from "../support/browser";
import { startServer, type RunningServer } from "../support/server";

// The header at the widths the spec names (§2.3, §2.4, §2.5, §9): desktop above 1210px, the 60px bar
// at or below, search full width below 1000px, the PARTNER label at 510px or less. Each state is also
// saved as a screenshot under test-results/screenshots/header/ for a person to look at.

let server: RunningServer;
let browser: Browser;
const shots = "test-results/screenshots/header";

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser(), mkdir(shots, { recursive: true })]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * Opens a page at a width and waits until the header's buttons are wired (hydrated). With `clock`, the
 * page's timers run on Playwright's clock, so a test can stop it and move time on itself. With
 * `analyticsAccepted`, the visitor has accepted analytics, so header events reach the data layer.
 */
async function openHeader(
  width: number,
  { clock = false, analyticsAccepted = false }: { readonly clock?: boolean; readonly analyticsAccepted?: boolean } = {},
): Promise<PageAtWidth> {
  const opened = await openPage(browser, width);
  if (analyticsAccepted)
    await opened.context.addInitScript(() => localStorage.setItem("analyticsConsent", JSON.stringify("granted")));
  if (clock) await opened.page.clock.install();
  await opened.page.goto(`${server.url}/business`);
  await waitForHydration(opened.page);
  return opened;
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${shots}/${name}.png` });
const header = (page: Page) => page.locator("header.site-header");
const desktopNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const menuButton = (page: Page) => page.locator(".site-header__menu-button");
const searchButton = (page: Page) => page.getByRole("button", { name: "Search", exact: true });
const loginButton = (page: Page) => page.getByRole("button", { name: "LOGIN", exact: true });
const searchBox = (page: Page) => page.getByRole("combobox", { name: "Search the site" });
const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []);
const box = async (page: Page, selector: string) => (await page.locator(selector).boundingBox())!;
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
const focusIsInDialog = (page: Page) => page.evaluate(() => document.activeElement?.closest("dialog") !== null);

describe("desktop mega-menu above 1210px", () => {
  it("shows the top links, opens a column panel, closes on Escape with focus back, and passes axe open", async () => {
    const { page, context, errors } = await openHeader(1400);
    expect((await box(page, "header.site-header")).height).toBe(112);
    await expect.poll(() => menuButton(page).isVisible()).toBe(false);
    const personal = desktopNav(page).getByRole("button", { name: "Personal" });
    expect(await personal.getAttribute("aria-expanded")).toBe("false");
    const logo = await page
      .locator(".site-header__logo img")
      .first()
      .evaluate((img) => img.getBoundingClientRect());
    expect(logo.width).toBeCloseTo(147.8, 1);
    expect(logo.height).toBe(35);

    await personal.click();
    await expect.poll(() => personal.getAttribute("aria-expanded")).toBe("true");
    const panel = page.locator(`#${await personal.getAttribute("aria-controls")}`);
    await expect.poll(() => panel.getByRole("link", { name: "Balloon payments" }).isVisible()).toBe(true);
    await waitForAnimations(header(page));
    await shot(page, "1400-menu-open");
    await expectNoAxeViolationsInPage(page, "header.site-header");

    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect.poll(() => personal.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => isFocused(personal)).toBe(true);

    // Keyboard: Enter opens the next top link.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect
      .poll(() => desktopNav(page).getByRole("button", { name: "Business" }).getAttribute("aria-expanded"))
      .toBe("true");
    const fleet = desktopNav(page).getByRole("link", { name: /Fleet portal login/ });
    expect(await fleet.getAttribute("target")).toBe("_blank");
    expect(await fleet.getAttribute("rel")).toBe("noopener");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("lines up every open panel's column rules, keeps the featured action on one line, and makes Search as tall as LOGIN", async () => {
    const { page, context, errors } = await openHeader(1400);
    const search = await box(page, ".site-header__desktop .site-header__action");
    const login = await box(page, ".site-header__desktop .site-header__login");
    expect([search.y, search.height]).toEqual([login.y, login.height]);
    for (const name of ["Personal", "Business", "Tools and guides", "Why Umoya Finance"]) {
      const trigger = desktopNav(page).getByRole("button", { name, exact: true });
      await trigger.click();
      await expect.poll(() => trigger.getAttribute("aria-expanded")).toBe("true");
      const panel = page.locator(`#${await trigger.getAttribute("aria-controls")}`);
      await waitForAnimations(header(page));
      // A title of two lines ("Specialised and Islamic finance") lowers every rule of its panel with it.
      const rules = await panel
        .locator(".mega-menu__column-title")
        .evaluateAll((titles) => titles.map((title) => Math.round(title.getBoundingClientRect().bottom)));
      expect(rules.length, name).toBeGreaterThan(1);
      expect(new Set(rules).size, `${name}: ${rules.join(", ")}`).toBe(1);
      for (const action of await panel.locator(".menu-featured__action").all())
        expect((await action.boundingBox())?.height, name).toBeLessThanOrEqual(44);
      await page.keyboard.press("Escape");
      await expect.poll(() => trigger.getAttribute("aria-expanded")).toBe("false");
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("publishes the navigationTitle of a followed link and navigates", async () => {
    const { page, context } = await openHeader(1400, { analyticsAccepted: true });
    await desktopNav(page).getByRole("button", { name: "Personal" }).click();
    await desktopNav(page).getByRole("link", { name: "Balloon payments" }).click();
    await page.waitForURL(`${server.url}/balloon-payments`);
    await expect
      .poll(() => dataLayer(page))
      .toContainEqual(expect.objectContaining({ event_action: "navigationTitle", event_label: "Balloon payments" }));
    await expect
      .poll(() => desktopNav(page).getByRole("button", { name: "Personal" }).getAttribute("aria-expanded"))
      .toBe("false");
    await context.close();
  });
});

describe.each([1210, 1000, 510, 375])("the 60px bar and side panel at %ipx", (width) => {
  it("toggles MENU and CLOSE, keeps one branch open per level, and passes axe open", async () => {
    const { page, context, errors } = await openHeader(width);
    expect((await box(page, "header.site-header")).height).toBe(60);
    expect(await desktopNav(page).isVisible()).toBe(false);
    expect(
      await page
        .locator(".site-header__bar .site-header__logo img")
        .evaluate((img) => img.getBoundingClientRect().width),
    ).toBeCloseTo(147.8, 1);
    const button = menuButton(page);
    expect((await button.textContent())?.trim()).toBe("MENU");

    await button.click();
    await expect.poll(async () => (await button.textContent())?.trim()).toBe("CLOSE");
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    const side = page.getByRole("navigation", { name: "Menu" });
    await expect
      .poll(async () => (await box(page, ".mobile-menu")).x + (await box(page, ".mobile-menu")).width)
      .toBeLessThanOrEqual(width);
    const personal = side.getByRole("button", { name: "Personal", exact: true });
    const business = side.getByRole("button", { name: "Business", exact: true });
    await personal.click();
    const vehicles = side.getByRole("button", { name: "Vehicle finance", exact: true });
    await vehicles.click();
    const buying = side.getByRole("button", { name: "More under Buying a car", exact: true });
    await buying.click();
    await expect.poll(() => side.getByRole("link", { name: "Used car buying tips" }).first().isVisible()).toBe(true);
    await waitForAnimations(header(page));
    await shot(page, `${width}-menu-open`);
    await expectNoAxeViolationsInPage(page, "header.site-header");

    await business.click();
    await expect.poll(() => personal.getAttribute("aria-expanded")).toBe("false");
    expect(await business.getAttribute("aria-expanded")).toBe("true");
    // The branches under Personal closed with it (and are hidden now, so found with includeHidden).
    const hidden = (name: string) => side.getByRole("button", { name, exact: true, includeHidden: true });
    expect(await hidden("Vehicle finance").getAttribute("aria-expanded")).toBe("false");
    expect(await hidden("More under Buying a car").getAttribute("aria-expanded")).toBe("false");
    await business.click();
    await expect.poll(() => business.getAttribute("aria-expanded")).toBe("false");

    await page.keyboard.press("Escape");
    await expect.poll(async () => (await button.textContent())?.trim()).toBe("MENU");
    await expect.poll(() => isFocused(button)).toBe(true);
    await expect.poll(() => side.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the side panel's height animation", () => {
  it("takes about 300 ms, and none under prefers-reduced-motion", async () => {
    const { page, context } = await openHeader(375);
    await menuButton(page).click();
    const region = page.locator(".mobile-menu__entry--level-1 > .mobile-menu__region").first();
    const duration = () => region.evaluate((element) => getComputedStyle(element).transitionDuration);
    await expect.poll(duration).toMatch(/^0\.3s/);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect.poll(duration).toMatch(/^0s|^1e-05s/);
    await context.close();
  });
});

describe.each([1400, 1210, 1000, 510, 375])("site search at %ipx", (width) => {
  it("opens focused, waits for 3 characters and 300 ms, ranks, and passes axe open", async () => {
    const { page, context, errors } = await openHeader(width, { clock: true });
    await searchButton(page).click();
    const input = searchBox(page);
    expect(await input.getAttribute("placeholder")).toBe("What are you looking for?");
    await expect.poll(() => isFocused(input)).toBe(true);
    const bar = await box(page, ".site-search");
    const viewportWidth = await page.evaluate(() => document.documentElement.clientWidth);
    if (width < 1000) expect(bar.width).toBe(viewportWidth);
    else expect(bar.width).toBeLessThan(viewportWidth);

    // From here the page's time moves only when the test moves it.
    await pauseClock(page);
    await input.pressSequentially("so");
    await page.clock.runFor(1000);
    expect(await page.getByRole("listbox").isVisible()).toBe(false);
    expect(await page.getByText("No Results Found", { exact: true }).first().isVisible()).toBe(false);

    await input.pressSequentially("lar");
    await page.clock.runFor(299);
    expect(await page.getByRole("option").count()).toBe(0);
    await page.clock.runFor(1);
    await page.getByRole("option").first().waitFor();
    expect((await page.getByRole("option").first().textContent())?.toLowerCase()).toContain("solar");
    expect(await page.getByRole("listbox").evaluate((element) => getComputedStyle(element).maxHeight)).toBe("340px");
    await page.clock.resume();
    await waitForAnimations(header(page));
    await shot(page, `${width}-search-open`);
    await expectNoAxeViolationsInPage(page, "header.site-header");

    await input.fill("");
    await input.pressSequentially("qqqzzz");
    await expect.poll(() => page.locator(".site-search__empty").textContent()).toBe("No Results Found");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("site search results and cancel paths", () => {
  it("follows a result with the arrow keys and Enter, closing search and the side panel", async () => {
    const { page, context } = await openHeader(375);
    await menuButton(page).click();
    await expect.poll(() => menuButton(page).getAttribute("aria-expanded")).toBe("true");
    await searchButton(page).click();
    await expect.poll(async () => (await menuButton(page).textContent())?.trim()).toBe("MENU");
    await searchBox(page).pressSequentially("solar");
    await page.getByRole("option").first().waitFor();
    await page.keyboard.press("ArrowDown");
    const first = await page.getByRole("option").first().getAttribute("id");
    await expect.poll(() => searchBox(page).getAttribute("aria-activedescendant")).toBe(first);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${server.url}/solar-finance`);
    await expect.poll(() => page.locator(".site-search").isVisible()).toBe(false);
    await expect.poll(() => searchButton(page).getAttribute("aria-expanded")).toBe("false");
    await context.close();
  });

  it.each([
    ["the cancel icon", (page: Page) => page.getByRole("button", { name: "Cancel search" }).click()],
    ["Escape", (page: Page) => page.keyboard.press("Escape")],
    ["a click outside", (page: Page) => page.locator("main h1").click()],
  ])("cancels with %s: clears the input and closes the bar and dropdown", async (_name, cancel) => {
    const { page, context } = await openHeader(1400);
    await searchButton(page).click();
    await searchBox(page).pressSequentially("solar");
    await page.getByRole("option").first().waitFor();
    await cancel(page);
    await expect.poll(() => page.locator(".site-search").isVisible()).toBe(false);
    await expect.poll(() => page.getByRole("listbox").isVisible()).toBe(false);
    await expect.poll(() => searchButton(page).getAttribute("aria-expanded")).toBe("false");
    await searchButton(page).click();
    await expect.poll(() => isFocused(searchBox(page))).toBe(true);
    expect(await searchBox(page).inputValue()).toBe("");
    await context.close();
  });

  it("ignores a click outside made before the 400 ms arming", async () => {
    const { page, context } = await openHeader(1400, { clock: true });
    await pauseClock(page);
    // Open and click outside in the same task.
    await page.evaluate(() => {
      document.querySelector<HTMLButtonElement>(".site-header__action")!.click();
      document.body.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    });
    await searchBox(page).waitFor();
    await page.clock.runFor(399);
    await page.locator("main h1").click();
    expect(await searchBox(page).isVisible()).toBe(true);
    await page.clock.runFor(1);
    await page.locator("main h1").click();
    await expect.poll(() => page.locator(".site-search").isVisible()).toBe(false);
    await context.close();
  });
});

describe.each([1400, 1210, 1000, 510, 375])("login panel at %ipx", (width) => {
  it("opens on PERSONAL with its links, shows the right tab labels, traps focus, and passes axe open", async () => {
    const { page, context, errors } = await openHeader(width);
    if (width <= 1210) {
      await menuButton(page).click();
      await expect.poll(() => menuButton(page).getAttribute("aria-expanded")).toBe("true");
    }
    await loginButton(page).click();
    const dialog = page.getByRole("dialog", { name: `Log in to ${brand.name}` });
    await dialog.waitFor();
    await expect.poll(async () => (await menuButton(page).textContent())?.trim()).toBe("MENU");
    await waitForAnimations(page.locator(".login-panel__panel"));
    const panel = await box(page, ".login-panel__panel");
    // The panel hugs the right edge and is at most 600px wide (a scrollbar may take a few pixels).
    expect(panel.width).toBeLessThanOrEqual(600.5);
    expect(panel.width).toBeGreaterThanOrEqual(Math.min(600, width) - 20);
    expect(panel.x + panel.width).toBeGreaterThanOrEqual(width - 20);
    const labels = await dialog.getByRole("tab").allTextContents();
    expect(labels).toEqual(["PERSONAL", "BUSINESS", width <= 510 ? "PARTNER" : "PARTNER LOGIN"]);
    expect(await dialog.getByRole("tab", { name: "PERSONAL" }).getAttribute("aria-selected")).toBe("true");
    const login = dialog.getByRole("link", { name: /Login to Account Services/ });
    expect(await login.getAttribute("href")).toBe(brand.selfService.personalLogin);
    expect(await login.getAttribute("target")).toBe("_blank");
    expect(await dialog.getByRole("link", { name: /Fleet portal login/ }).count()).toBe(0);
    await waitForAnimations(header(page));
    await shot(page, `${width}-login-open`);
    await expectNoAxeViolationsInPage(page, "header.site-header");

    await dialog.getByRole("tab", { name: "BUSINESS" }).click();
    await expect
      .poll(() => dialog.getByRole("link", { name: /Fleet portal login/ }).getAttribute("href"))
      .toBe(brand.selfService.fleetPortal);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => dialog.getByRole("tabpanel").getByRole("link").count()).toBe(5);
    await shot(page, `${width}-login-partner`);

    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press("Tab");
      await expect.poll(() => focusIsInDialog(page)).toBe(true);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("login panel closing", () => {
  it("closes on a primary click outside the panel, not a secondary one, and focus returns to LOGIN", async () => {
    const { page, context } = await openHeader(1400);
    await loginButton(page).click();
    await page.getByRole("dialog").waitFor();
    await waitForAnimations(page.locator(".login-panel__panel"));
    await page.mouse.click(200, 400, { button: "right" });
    expect(await page.getByRole("dialog").isVisible()).toBe(true);
    await page.mouse.click(200, 400);
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    await expect.poll(() => focusedText(page)).toBe("LOGIN");
    await context.close();
  });

  it("closes with Escape and with CLOSE, focus back on the opener (or the menu button once the side panel closed)", async () => {
    const { page, context } = await openHeader(375);
    await menuButton(page).click();
    await loginButton(page).click();
    await page.getByRole("dialog").waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    await expect.poll(() => isFocused(menuButton(page))).toBe(true);

    await page.setViewportSize({ width: 1400, height: 900 });
    await loginButton(page).click();
    await page.getByRole("dialog").getByRole("button", { name: "CLOSE" }).click();
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    await expect.poll(() => isFocused(header(page).locator(".site-header__login"))).toBe(true);
    expect(await focusedText(page)).toBe("LOGIN");
    await context.close();
  });

  it("publishes a login click carrying the panelId", async () => {
    const { page, context } = await openHeader(1400, { analyticsAccepted: true });
    await loginButton(page).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("tab", { name: "BUSINESS" }).click();
    await expect.poll(() => dialog.getByRole("tab", { name: "BUSINESS" }).getAttribute("aria-selected")).toBe("true");
    const popup = context.waitForEvent("page");
    await dialog.getByRole("link", { name: /Login to Account Services/ }).click();
    await expect
      .poll(() => dataLayer(page))
      .toContainEqual(expect.objectContaining({ event_action: "loginClick", event_label: "business" }));
    await (await popup).close();
    await context.close();
  });
});
