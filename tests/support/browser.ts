import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_MISSING_MESSAGE, chromiumPath } from "./chromium";

/** Launches the system Chromium headless (never a downloaded browser). */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error(CHROMIUM_MISSING_MESSAGE);
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

export interface PageAtWidth {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Console errors and uncaught page errors seen so far. */
  readonly errors: string[];
}

export interface OpenPageOptions {
  /**
   * Whether the visitor has already answered the cookie notice (default true), so the notice does not
   * cover the bottom of the page in tests about something else. Tests of the notice pass false.
   */
  readonly cookieNoticeAnswered?: boolean;
}

/** A fresh context (own storage) and page at a viewport width, collecting console errors. */
export async function openPage(
  browser: Browser,
  width: number,
  height = 900,
  options: OpenPageOptions = {},
): Promise<PageAtWidth> {
  const context = await browser.newContext({ viewport: { width, height } });
  if (options.cookieNoticeAnswered !== false) {
    await context.addInitScript(() => {
      try {
        if (localStorage.getItem("userDisplayed") === null) {
          localStorage.setItem("userDisplayed", "true");
          localStorage.setItem("analyticsConsent", JSON.stringify("denied"));
        }
      } catch {
        // Storage blocked: the notice shows, as it would for such a visitor.
      }
    });
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { context, page, errors };
}

/**
 * Scrolls through every part of the page whose code loads as it comes into view (app/ui/deferred-hydration)
 * and waits until each has hydrated, then returns to the top.
 */
export async function hydrateDeferredParts(page: Page): Promise<void> {
  const parts = page.locator(".deferred-part");
  for (let index = 0; index < (await parts.count()); index += 1) {
    const part = parts.nth(index);
    await part.scrollIntoViewIfNeeded();
    await part.locator("xpath=self::*[@data-hydration='hydrated']").waitFor();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
