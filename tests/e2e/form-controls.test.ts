import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectNoAxeViolationsInPage } from "../support/browser-axe";
import {
  failOnPageErrors,
  isFocused,
  launchBrowser,
  openPage,
  waitForHydration,
  waitForPartHydration,
  type PageAtWidth,
} from "../support/browser";
import { startServer, type RunningServer } from "../support/server";

// The demo form of the widget catalogue (app/routes/testing/forms-section.tsx), driven in Chromium at
// the desktop and phone widths.
const WIDTHS = [1400, 375] as const;

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
 * Opens the catalogue and waits until React has taken over the prerendered form (a deferred part, whose code
 * loads as it nears the viewport), then returns to the top of the page. The catalogue's other parts are not
 * used here, so they are not waited for.
 */
async function openCatalogue(width: number): Promise<PageAtWidth> {
  const opened = await openPage(browser, width);
  await opened.page.goto(`${server.url}/testing`);
  await waitForHydration(opened.page);
  const form = opened.page.locator(".forms-section");
  await form.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
  await waitForPartHydration(form);
  await opened.page.evaluate(() => window.scrollTo(0, 0));
  return opened;
}

/**
 * axe, run while an error is still fading in (§9: 0.2 s), would measure its contrast half-transparent;
 * this waits for the form's animations to finish first (the header's loading shimmer runs forever).
 */
async function expectNoAxeViolationsOnceSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    (document.querySelector(".forms-section")?.getAnimations({ subtree: true }) ?? []).every(
      (animation) => animation.playState !== "running",
    ),
  );
  await expectNoAxeViolationsInPage(page, ".forms-section");
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The text of the control's description (its error), as assistive technology gets it. */
const descriptionOf = (page: Page, label: string) =>
  field(page, label).evaluate((element) =>
    (element.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" "),
  );

describe.each(WIDTHS)("form controls at %ipx", (width) => {
  let opened: PageAtWidth;
  let page: Page;

  // A fresh page for each test, in a browser context of its own (closed after the test, with its trace).
  beforeEach(async () => {
    opened = await openCatalogue(width);
    page = opened.page;
    failOnPageErrors(opened);
  });
  // What a field accepts and how it formats and names a mistake is the same at every width: checked at one.
  const atOneWidth = it.runIf(width === WIDTHS[0]);

  it("has no axe violations before anything is typed", async () => {
    await expectNoAxeViolationsOnceSettled(page);
  });

  atOneWidth("shows the ID error when the field is left, and clears it once the ID is fixed", async () => {
    const id = field(page, "ID number");
    await id.click();
    await page.keyboard.type("8001015009088");
    await expect.poll(() => page.getByText("That doesn't seem to be a valid ID.").count()).toBe(0);
    await page.keyboard.press("Tab");
    await expect.poll(() => page.getByText("That doesn't seem to be a valid ID.").isVisible()).toBe(true);
    await expect.poll(() => id.getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => descriptionOf(page, "ID number")).toBe("That doesn't seem to be a valid ID.");

    await id.click();
    await page.keyboard.press("Backspace");
    await page.keyboard.type("7");
    await expect.poll(() => page.getByText("That doesn't seem to be a valid ID.").count()).toBe(0);
    await expect.poll(() => id.getAttribute("aria-invalid")).toBe("false");
    await expect
      .poll(() => id.evaluate((element) => element.closest(".field")?.getAttribute("data-state")))
      .toBe("valid");
  });

  atOneWidth("keeps letters out of the cellphone number and names a bad one", async () => {
    const phone = field(page, "Cellphone number");
    await phone.click();
    await page.keyboard.type("01a0-555 1234");
    await expect.poll(() => phone.inputValue()).toBe("0105551234");
    await page.keyboard.press("Tab");
    await expect.poll(() => descriptionOf(page, "Cellphone number")).toBe("This is not a valid phone number");
    await phone.fill("");
    await phone.click();
    await page.keyboard.type("082555");
    await expect.poll(() => descriptionOf(page, "Cellphone number")).toBe("Input too short");
    await page.keyboard.type("1234");
    await expect.poll(() => phone.getAttribute("aria-invalid")).toBe("false");
  });

  atOneWidth("formats the purchase price when it is left and strips the formatting on focus", async () => {
    const price = field(page, "Purchase price");
    await price.click();
    await page.keyboard.type("1234567.5");
    await page.keyboard.press("Tab");
    await expect.poll(() => price.inputValue()).toBe("R 1 234 567.50");
    await price.click();
    await expect.poll(() => price.inputValue()).toBe("1234567.50");
    await page.keyboard.press("Tab");
    await expect.poll(() => price.inputValue()).toBe("R 1 234 567.50");
  });

  it("has no axe violations with errors showing and the select open", async () => {
    await field(page, "Email address").click();
    await page.keyboard.type("thabo@");
    await page.keyboard.press("Tab");
    await expect.poll(() => page.getByText("That doesn't look like a valid email address.").isVisible()).toBe(true);
    await expectNoAxeViolationsOnceSettled(page);
    const select = page.getByRole("combobox", { name: "Vehicle type" });
    await select.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => select.getAttribute("aria-expanded")).toBe("true");
    await expectNoAxeViolationsOnceSettled(page);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect.poll(() => select.textContent()).toBe("Used vehicle");
  });

  it("scrolls to and focuses the first invalid field after a submit with errors", async () => {
    await field(page, "ID number").fill("8001015009087");
    const phone = field(page, "Cellphone number");
    const inViewport = async () => {
      const box = await phone.boundingBox();
      const viewport = page.viewportSize();
      return box !== null && viewport !== null && box.y >= 0 && box.y + box.height <= viewport.height;
    };
    // Submit from the bottom of the page; on a phone that leaves the cellphone field far above the viewport.
    const submit = page.getByRole("button", { name: "Submit" });
    await submit.focus();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    if (width === 375) expect(await inViewport()).toBe(false);
    await page.keyboard.press("Enter");
    await expect.poll(() => isFocused(phone)).toBe(true);
    // The page scrolls to it (a 500 ms animation) until it is in the viewport.
    await expect.poll(inViewport).toBe(true);
    await expect.poll(() => descriptionOf(page, "Cellphone number")).toBe("This field is required");
    await expect
      .poll(() => page.locator(".forms-section").getByRole("status").textContent())
      .toBe("6 fields need your attention.");
    await expectNoAxeViolationsOnceSettled(page);
  });
});
