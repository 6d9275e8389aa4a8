import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sitePages, type SitePage } from "~/content/site-pages";
import { afterNextFrame, hydrateDeferredParts, launchBrowser, openPage, waitForHydration } from "../support/browser";
import { startServer, type RunningServer } from "../support/server";

// Reflow (WCAG 1.4.10 and 1.4.4): no page of the register scrolls sideways at 320px or with text at 200%, and
// no form label is cut off; card grids leave no card alone in a row. A file of its own, apart from the other
// accessibility checks (accessibility.test.ts): its fifty-odd pages take longer than all of those together, and
// as two files they run side by side.

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(width: number, path: string) {
  const opened = await openPage(browser, width, 800);
  await opened.page.goto(`${server.url}${path}`);
  await waitForHydration(opened.page);
  return opened;
}

const menuButton = (page: Page) => page.locator(".site-header__menu-button");

/** Pages of the register, each measured after its deferred parts have loaded. */
const registerPaths = Object.values<SitePage>(sitePages).map((page) => `/${page.path}`);

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Form labels whose text is cut off: wider than the box they sit in. */
async function cutOffLabels(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".field__label")]
      .filter((label) => label.getClientRects().length > 0 && label.scrollWidth > label.clientWidth + 1)
      .map((label) => label.textContent ?? ""),
  );
}

/** Card grids with a card alone, in half (or less) of its row, on the last row: "heading: 3 cards as 2 + 1". */
async function cardsAlone(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".card-grid")]
      .filter((grid) => grid.getClientRects().length > 0 && grid.children.length > 1)
      .flatMap((grid) => {
        const cards = [...grid.children] as HTMLElement[];
        const rows = new Map<number, HTMLElement[]>();
        for (const card of cards) rows.set(card.offsetTop, [...(rows.get(card.offsetTop) ?? []), card]);
        const last = [...rows.values()].at(-1) ?? [];
        const alone = rows.size > 1 && last.length === 1 && last[0]!.offsetWidth < grid.clientWidth * 0.6;
        const heading = grid.closest("section, nav")?.querySelector("h2")?.textContent ?? "a card grid";
        return alone
          ? [`${heading}: ${cards.length} cards as ${[...rows.values()].map((row) => row.length).join(" + ")}`]
          : [];
      }),
  );
}

describe("reflow: no page of the register scrolls sideways or cuts off a label", () => {
  // About fifty pages, each measured six times: seconds each on a busy machine.
  it(
    "at 320px, and with text at 200% on a 375px phone and at 640px; no card alone in a row at 768, 1024 and 1400px",
    { timeout: 300_000 },
    async () => {
      // Each page is loaded once and measured at each size in turn: the viewport and the root font size
      // change in place, as they do when a visitor turns a phone or zooms text.
      const { page, context } = await openPage(browser, 320, 800);
      const overflowing: string[] = [];
      for (const path of registerPaths) {
        await page.setViewportSize({ width: 320, height: 800 });
        await page.goto(`${server.url}${path}`);
        await hydrateDeferredParts(page);
        for (const [width, largeText] of [
          [320, false],
          [375, true],
          [640, true],
        ] as const) {
          await page.setViewportSize({ width, height: 800 });
          await page.evaluate(
            (size) => document.documentElement.style.setProperty("font-size", size),
            largeText ? "200%" : "",
          );
          await afterNextFrame(page);
          const overflow = await sidewaysOverflow(page);
          const where = `${path} at ${width}px${largeText ? " with 200% text" : ""}`;
          if (overflow > 0) overflowing.push(`${where}: ${overflow}px`);
          for (const label of await cutOffLabels(page)) overflowing.push(`${where}: label "${label}" cut off`);
        }
        // Grids fit their cards: two, three or four columns by count and width, an odd last card across the row.
        await page.evaluate(() => document.documentElement.style.setProperty("font-size", ""));
        for (const width of [768, 1024, 1400]) {
          await page.setViewportSize({ width, height: 800 });
          await afterNextFrame(page);
          for (const grid of await cardsAlone(page)) overflowing.push(`${path} at ${width}px: ${grid}`);
        }
      }
      expect(overflowing).toEqual([]);
      await context.close();
    },
  );

  it("at 320px with the menu and then the login panel open: the header's controls and the panel's tabs fit", async () => {
    const { page, context } = await open(320, "/business");
    await menuButton(page).click();
    await expect.poll(() => menuButton(page).getAttribute("aria-expanded")).toBe("true");
    // CLOSE is wider than MENU: the button must still end inside the window.
    const closeRight = await menuButton(page).evaluate((button) => button.getBoundingClientRect().right);
    expect(closeRight).toBeLessThanOrEqual(320);
    expect(await sidewaysOverflow(page)).toBe(0);

    await page.getByRole("button", { name: "LOGIN", exact: true }).click();
    const tabs = page.getByRole("dialog").getByRole("tablist");
    await tabs.waitFor();
    // All three tabs show whole, PARTNER LOGIN included, with no scrolling of the tab row.
    expect(await tabs.evaluate((list) => list.scrollWidth - list.clientWidth)).toBe(0);
    await context.close();
  });
});
