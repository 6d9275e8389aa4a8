import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, waitForAnimations, waitForHydration, waitForPartHydration } from "../support/browser";
import { startServer, type RunningServer } from "../support/server";

// Notifications float over the page. They must not hide what a visitor has to reach (WCAG 2.4.11 focus not
// obscured, 2.5.8 target size): the header's controls, the top of the page, or the element that has focus.

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * The links, buttons and fields (outside the notifications) that a shown notification overlaps, each with the
 * share of its box still visible, measured at the point the browser would hit in each pixel.
 */
const coveredControls = (page: Page, onlyFocused = false) =>
  page.evaluate((focusedOnly) => {
    const stacks = [...document.querySelectorAll('.notification[data-state="shown"]')].map((notification) =>
      notification.getBoundingClientRect(),
    );
    const controls = focusedOnly
      ? [document.activeElement].filter((element): element is Element => element !== null)
      : [...document.querySelectorAll("a[href], button, input, select, textarea, summary")];
    const covered: string[] = [];
    for (const control of controls) {
      if (control.closest(".notifications__stack") || !control.checkVisibility()) continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.bottom <= 0 || box.top >= window.innerHeight) continue;
      const overlaps = stacks.some(
        (stack) =>
          Math.min(box.right, stack.right) > Math.max(box.left, stack.left) &&
          Math.min(box.bottom, stack.bottom) > Math.max(box.top, stack.top),
      );
      if (!overlaps) continue;
      let seen = 0;
      let all = 0;
      for (let x = box.left + 0.5; x < box.right; x += 2)
        for (let y = box.top + 0.5; y < box.bottom; y += 2) {
          all += 1;
          const hit = document.elementFromPoint(x, y);
          if (hit && control.contains(hit)) seen += 1;
        }
      covered.push(
        `${control.textContent?.trim().slice(0, 30) ?? control.localName}: ${Math.round((100 * seen) / all)}% seen`,
      );
    }
    return covered;
  }, onlyFocused);

describe("the notification stacks", () => {
  it.each([1400, 375])(
    "at %i px: cover none of the header's controls or the top of the page, and never the element that has focus",
    async (width) => {
      const { page, context } = await openPage(browser, width, 800);
      await page.goto(`${server.url}/testing#notifications`);
      await waitForHydration(page);
      const section = page.locator("#notifications");
      await waitForPartHydration(section);
      const stays = section.getByRole("button", { name: "Stays until closed", exact: true });
      await stays.click();
      await stays.click();
      const shown = page.locator('.notification[data-state="shown"]');
      await expect.poll(() => shown.count()).toBe(2);
      await waitForAnimations(page.locator(".notifications__stack").first());

      // At the top of the page: nothing under the notifications, the header's MENU, search and LOGIN included.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => coveredControls(page)).toEqual([]);

      // Through the page by keyboard: whatever has focus is scrolled clear of them.
      for (let step = 1; step <= 60; step += 1) {
        await page.keyboard.press("Tab");
        expect(await coveredControls(page, true), `Tab ${step}`).toEqual([]);
      }
      await context.close();
    },
  );
});
