import { mkdir } from "node:fs/promises";
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_MISSING_MESSAGE, chromiumPath } from "./chromium";

/** Launches the system Chromium headless (never a downloaded browser). */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error(CHROMIUM_MISSING_MESSAGE);
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

// Every context records a Playwright trace (actions, screenshots, network, console), one chunk
// per test. tests/support/browser-traces.ts keeps a failed test's chunk in test-results/traces/ and drops a
// passing one; open a kept trace with `npx playwright-core show-trace <file>`.
const TRACE_DIR = "test-results/traces";

interface TracedContext {
  readonly context: BrowserContext;
  /** Whether a trace chunk is being recorded. */
  recording: boolean;
  /** Opened by the running test (closed with it), or by a hook for several tests. */
  readonly ownedByTest: boolean;
}

const tracedContexts = new Set<TracedContext>();
let testRunning = false;

export interface ContextOptions {
  readonly width: number;
  readonly height?: number;
  /**
   * Whether the visitor has already answered the cookie notice (default true), so the notice does not
   * cover the bottom of the page in tests about something else. Tests of the notice pass false.
   */
  readonly cookieNoticeAnswered?: boolean;
  readonly javaScriptEnabled?: boolean;
  readonly extraHTTPHeaders?: Record<string, string>;
}

/** A fresh browser context (own storage) at a viewport size, recording a trace. */
export async function openContext(browser: Browser, options: ContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: options.width, height: options.height ?? 900 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    extraHTTPHeaders: options.extraHTTPHeaders,
  });
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
  // No DOM snapshots: taken at every step, they doubled the time of the browser tests (a 1,500-step
  // measuring test went from 38 s to 67 s). A failed test's trace still has its steps with their timings and
  // errors, a filmstrip of the screen, the network and the console.
  await context.tracing.start({ screenshots: true, snapshots: false });
  const traced: TracedContext = { context, recording: true, ownedByTest: testRunning };
  tracedContexts.add(traced);
  context.on("close", () => tracedContexts.delete(traced));
  return context;
}

export interface PageAtWidth {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Console errors and uncaught page errors seen so far. */
  readonly errors: string[];
}

export type OpenPageOptions = Omit<ContextOptions, "width" | "height">;

/** A fresh context (own storage, recording a trace) and page at a viewport width, collecting console errors. */
export async function openPage(
  browser: Browser,
  width: number,
  height = 900,
  options: OpenPageOptions = {},
): Promise<PageAtWidth> {
  const context = await openContext(browser, { ...options, width, height });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  // The browser reports what the Content-Security-Policy refused only as a DOM event and its own log line,
  // neither of which reaches the page's console events: pass each violation on as an error.
  await page.exposeFunction("reportCspViolationToTest", (text: string) => errors.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolationToTest: (text: string) => void })
        .reportCspViolationToTest;
      report(`CSP refused ${event.violatedDirective} (${event.blockedURI}) in ${event.sourceFile}`);
    });
  });
  return { context, page, errors };
}

/** Pages whose errors fail the running test (failOnPageErrors), with which of their errors count. */
const errorChecks: { readonly opened: PageAtWidth; readonly counts: (error: string) => boolean }[] = [];

/**
 * Makes the running test fail if the page reports an error by the end of it (a console error, an uncaught
 * error, something the Content-Security-Policy refused), or one of those `counts` picks. Checked after the
 * test and its own afterEach hooks, and its trace is then kept as a failed test's; for a page opened in a
 * beforeEach, where an afterEach that throws would skip the hook that saves the trace.
 */
export function failOnPageErrors(opened: PageAtWidth, counts: (error: string) => boolean = () => true): void {
  errorChecks.push({ opened, counts });
}

/** Called before each browser test: contexts that outlive one test start a fresh trace chunk. */
export async function startTestTraces(): Promise<void> {
  testRunning = true;
  for (const traced of tracedContexts) {
    // What a shared context recorded before this test (its setup, or the previous test) is not this test's.
    if (traced.recording) await traced.context.tracing.stopChunk();
    await traced.context.tracing.startChunk();
    traced.recording = true;
  }
}

/**
 * Called after each browser test: saves each context's trace chunk when the test failed (returning the files)
 * and drops it when it passed, then closes the contexts the test opened and left open. A page given to
 * failOnPageErrors that reported errors fails the test here, its trace kept.
 */
export async function finishTestTraces(testName: string, testFailed: boolean): Promise<string[]> {
  testRunning = false;
  const pageErrors = errorChecks.splice(0).flatMap(({ opened, counts }) => opened.errors.filter(counts));
  const failed = testFailed || pageErrors.length > 0;
  const saved: string[] = [];
  if (failed) await mkdir(TRACE_DIR, { recursive: true });
  const slug = testName
    .replace(/[^\w-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 150);
  let index = 0;
  for (const traced of [...tracedContexts]) {
    if (traced.recording) {
      const path = failed ? `${TRACE_DIR}/${slug}${index === 0 ? "" : `-${index}`}.zip` : undefined;
      index += 1;
      await traced.context.tracing.stopChunk(path ? { path } : {}).catch(() => undefined);
      traced.recording = false;
      if (path) saved.push(path);
    }
    if (traced.ownedByTest) await traced.context.close().catch(() => undefined);
  }
  if (pageErrors.length > 0) {
    const traces = saved.map((path) => `\nTrace: ${path}`).join("");
    throw new Error(`The page reported errors:\n${pageErrors.join("\n")}${traces}`);
  }
  return saved;
}

/**
 * Waits until React has hydrated the document (the root marks <html data-hydrated> once its first effects
 * have run), so a click reaches a handler instead of the bare server HTML.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Scrolls through every part of the page whose code loads as it comes into view (app/ui/deferred-hydration)
 * and waits until each has hydrated, then returns to the top.
 */
export async function hydrateDeferredParts(page: Page): Promise<void> {
  await waitForHydration(page);
  const parts = page.locator(".deferred-part");
  for (let index = 0; index < (await parts.count()); index += 1) {
    const part = parts.nth(index);
    // Scrolled by the DOM rather than Playwright's scrollIntoViewIfNeeded, which first waits for the part to
    // keep one position over two animation frames: after a reload, the browser's scroll restoration and the
    // parts above it growing as they hydrate can keep moving it, and on a busy machine that wait ran out.
    await part.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
    await waitForPartHydration(part);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Waits until a deferred part (or the part around a locator) has loaded its code and hydrated. */
export async function waitForPartHydration(inside: Locator): Promise<void> {
  await inside
    .locator("xpath=ancestor-or-self::*[contains(concat(' ', @class, ' '), ' deferred-part ')][1]")
    .locator("xpath=self::*[@data-hydration='hydrated']")
    .waitFor();
}

/** Whether the element has the keyboard focus; poll it, as focus moves after the action that caused it. */
export function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/**
 * Waits until the finite animations and transitions in an element have finished (an opening panel, a
 * fading error), so a screenshot or an axe contrast check sees the end state. Endless ones (a loading
 * shimmer) are left running. A pressed button's ripple moves from its entering animation to its fading
 * exit by a timer, so one finished animation can be followed by the next: the wait ends only once nothing
 * finite runs and no ripple is left.
 */
export async function waitForAnimations(inside: Locator): Promise<void> {
  await inside.evaluate(async (element) => {
    for (;;) {
      const running = element
        .getAnimations({ subtree: true })
        .filter(
          (animation) =>
            animation.playState === "running" && animation.effect?.getComputedTiming().endTime !== Infinity,
        );
      if (running.length > 0) await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
      else if (element.querySelector(".ripple")) await new Promise((resolve) => requestAnimationFrame(resolve));
      else return;
    }
  });
}

/**
 * Stops the page's clock (timers, Date, animation frames), so a test can move time on itself with
 * `page.clock.runFor(ms)` and check what a delay does to the millisecond. The context must have been opened
 * with the clock installed (`page.clock.install()` before the page loads).
 */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/** Resolves after the browser has rendered the next frame: tasks queued before it have run. */
export function afterNextFrame(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}
