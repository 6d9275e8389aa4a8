import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectNoAxeViolationsInPage } from "../support/browser-axe";
import {
  failOnPageErrors,
  hydrateDeferredParts,
  isFocused,
  launchBrowser,
  openPage,
  waitForAnimations,
  type PageAtWidth,
} from "../support/browser";
import { startServer, type RunningServer } from "../support/server";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens the catalogue at a width, hydrated, with layout shifts recorded from the start. */
async function openCatalogue(width: number): Promise<PageAtWidth> {
  const opened = await openPage(browser, width);
  await opened.page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await opened.page.goto(`${server.url}/testing`);
  // Hydrated, deferred parts included: a click before that would be lost.
  await hydrateDeferredParts(opened.page);
  return opened;
}

/**
 * Drags with the mouse from one point to another in even steps, each event stamped `msPerStep` after the
 * last (through the DevTools protocol, which sets the events' time stamps): the gesture's speed is exact,
 * whatever the machine's load, and nothing waits for it.
 */
async function timedDrag(
  page: Page,
  from: { readonly x: number; readonly y: number },
  to: { readonly x: number; readonly y: number },
  { steps, msPerStep }: { readonly steps: number; readonly msPerStep: number },
  during: () => Promise<void> = async () => {},
): Promise<void> {
  const session = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  const at = (step: number) => start + (step * msPerStep) / 1000;
  const mouse = (type: "mousePressed" | "mouseMoved" | "mouseReleased", x: number, y: number, step: number) =>
    session.send("Input.dispatchMouseEvent", {
      type,
      x,
      y,
      button: "left",
      buttons: 1,
      clickCount: 1,
      timestamp: at(step),
    });
  await mouse("mousePressed", from.x, from.y, 0);
  for (let step = 1; step <= steps; step += 1) {
    await mouse(
      "mouseMoved",
      from.x + ((to.x - from.x) * step) / steps,
      from.y + ((to.y - from.y) * step) / steps,
      step,
    );
  }
  await during();
  await mouse("mouseReleased", to.x, to.y, steps);
  await session.detach();
}

const section = (page: Page, id: string) => page.locator(`section#${id}`);
const layoutShift = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
  );

describe.each([1400, 375])("the widget catalogue at %ipx", (width) => {
  it("has one h1, a table of contents that reaches every section, no axe violations, no layout shift and no errors", async () => {
    const { page, context, errors } = await openCatalogue(width);
    try {
      expect(await page.locator("h1").count()).toBe(1);
      const links = await page
        .locator("nav[aria-labelledby=catalogue-contents] a")
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
      expect(links.length).toBeGreaterThanOrEqual(10);
      for (const href of links) expect(await page.locator(`section${href} > h2`).count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      // The text slider fades to its next text every 4 s: axe measuring a text half faded in reports the fade,
      // not the colours. The pointer over it holds it still, as for a visitor (a click would dismiss the hint
      // example, which then fades out while axe runs); the axe helper waits for a fade under way to end.
      await page.locator(".text-slider").hover();
      await expect.poll(() => page.locator(".text-slider").getAttribute("data-state")).toBe("paused");
      await expectNoAxeViolationsInPage(page);
      expect(await layoutShift(page)).toBeLessThan(0.01);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("driving the widgets at 1400px", () => {
  let opened: PageAtWidth;
  let page: Page;

  // A fresh page for each test, in a browser context of its own (closed after the test, with its trace).
  beforeEach(async () => {
    opened = await openCatalogue(1400);
    page = opened.page;
    failOnPageErrors(opened);
  });

  it("opens the modal from the keyboard, keeps focus in it, closes on Escape and returns focus", async () => {
    const opener = page.getByRole("button", { name: "Open the quote modal" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Request a quote" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const focusIsInDialog = () => page.evaluate(() => document.activeElement?.closest("dialog") !== null);
    await expect.poll(focusIsInDialog).toBe(true);
    await expect.poll(() => section(page, "dialogs").getByText("Open modals: quote").count()).toBe(1);
    for (let press = 0; press < 5; press += 1) {
      await page.keyboard.press("Tab");
      await expect.poll(focusIsInDialog).toBe(true);
    }
    await waitForAnimations(dialog);
    await expectNoAxeViolationsInPage(page, "dialog.modal");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => isFocused(opener)).toBe(true);
    await expect.poll(() => section(page, "dialogs").getByText("Close events: quote").count()).toBe(1);
  });

  it("opens an accordion step, emits its title and closes the others", async () => {
    const accordion = section(page, "accordion");
    await accordion.getByRole("button", { name: "Get a quote" }).click();
    await accordion.getByRole("button", { name: "Send your documents" }).click();
    await expect
      .poll(() => accordion.getByRole("button", { name: "Send your documents" }).getAttribute("aria-expanded"))
      .toBe("true");
    expect(await accordion.getByRole("button", { name: "Get a quote" }).getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => accordion.getByRole("region", { name: "Send your documents" }).isVisible()).toBe(true);
    await expect.poll(() => accordion.getByText("Last step opened: Send your documents").count()).toBe(1);
  });

  it("moves between tabs with the arrow keys, Home and End", async () => {
    const tabs = section(page, "navigation").getByRole("tablist", { name: "Ways to finance a vehicle" });
    await tabs.getByRole("tab", { name: "Instalment sale" }).focus();
    await page.keyboard.press("ArrowRight");
    const focusedTab = () =>
      page.evaluate(() =>
        document.activeElement?.getAttribute("role") === "tab" ? document.activeElement.textContent : null,
      );
    await expect.poll(focusedTab).toBe("Lease");
    await expect.poll(() => tabs.getByRole("tab", { name: "Lease" }).getAttribute("aria-selected")).toBe("true");
    await expect
      .poll(() => section(page, "navigation").getByRole("tabpanel", { name: "Lease" }).isVisible())
      .toBe(true);
    await page.keyboard.press("End");
    await expect.poll(focusedTab).toBe("Balloon");
    await page.keyboard.press("ArrowRight");
    await expect.poll(focusedTab).toBe("Instalment sale");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(focusedTab).toBe("Balloon");
    await page.keyboard.press("Home");
    await expect.poll(focusedTab).toBe("Instalment sale");
  });

  it("sets the toggle switch with the arrow keys: left or down for on, right or up for off", async () => {
    const group = section(page, "toggles").getByRole("radiogroup", { name: "Balloon payment" });
    const checked = () => group.locator('[role="radio"][aria-checked="true"]').textContent();
    await group.getByRole("radio", { name: "Off" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(checked).toBe("On");
    await page.keyboard.press("ArrowUp");
    await expect.poll(checked).toBe("Off");
    await page.keyboard.press("ArrowDown");
    await expect.poll(checked).toBe("On");
    await page.keyboard.press("ArrowRight");
    await expect.poll(checked).toBe("Off");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Off");
  });

  it("moves the slider with next and previous, and with mouse drags: a slow one rounds, a flick moves on", async () => {
    const slider = section(page, "sliders").getByRole("region", { name: "Vehicle types", exact: true });
    const index = () =>
      slider.locator(".slider__track").evaluate((track) => (track as HTMLElement).style.getPropertyValue("--index"));
    await slider.scrollIntoViewIfNeeded();
    await slider.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(index).toBe("1");
    await slider.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(index).toBe("2");
    await slider.getByRole("button", { name: "Previous slide" }).click();
    await expect.poll(index).toBe("1");
    await slider.getByRole("button", { name: "Previous slide" }).click();
    await expect.poll(index).toBe("0");

    const box = await slider.locator(".slider__viewport").boundingBox();
    if (!box) throw new Error("the slider has no box");
    const y = box.y + box.height / 2;
    const viewport = slider.locator(".slider__viewport");
    // A slow drag of two thirds of a slide (250 ms): outside the flick window, so it rounds to the next slide.
    await timedDrag(
      page,
      { x: box.x + box.width * 0.8, y },
      { x: box.x + box.width * 0.14, y },
      { steps: 10, msPerStep: 25 },
      async () => {
        await expect.poll(() => viewport.getAttribute("data-dragging")).toBe("true");
      },
    );
    await expect.poll(index).toBe("1");
    await expect.poll(() => viewport.getAttribute("data-dragging")).toBeNull();

    // A fifth of a slide: dragged slowly it rounds back; flicked (50 ms, inside the window) it moves on.
    const fifth = { from: { x: box.x + box.width * 0.6, y }, to: { x: box.x + box.width * 0.4, y } };
    await timedDrag(page, fifth.from, fifth.to, { steps: 10, msPerStep: 25 });
    await expect.poll(() => viewport.getAttribute("data-dragging")).toBeNull();
    expect(await index()).toBe("1");
    await timedDrag(page, fifth.from, fifth.to, { steps: 10, msPerStep: 5 });
    await expect.poll(index).toBe("2");
    await expect.poll(() => section(page, "sliders").getByText("Current slide: 3").count()).toBe(1);
  });

  it("shows a notification, announces it, and removes it when dismissed", async () => {
    const notifications = page.getByRole("region", { name: "Notifications", exact: true });
    await section(page, "notifications").getByRole("button", { name: "Stays until closed" }).click();
    const notification = notifications.locator(".notification", { hasText: "Rates change on 1 August." });
    await expect.poll(() => notification.getAttribute("data-state")).toBe("shown");
    expect(await notifications.getByRole("status").textContent()).toContain("Rates change on 1 August.");
    // Every state the notification passes through from here, recorded in the page: on a busy machine it can be
    // closed and gone between two polls of its attribute.
    await notification.evaluate((element) => {
      const seen: (string | null)[] = [];
      (window as unknown as { notificationStates: typeof seen }).notificationStates = seen;
      new MutationObserver(() => seen.push(element.getAttribute("data-state"))).observe(element, {
        attributes: true,
        attributeFilter: ["data-state"],
      });
    });
    await notification.getByRole("button", { name: "Close notification" }).click();
    await expect.poll(() => notification.count()).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { notificationStates: string[] }).notificationStates),
    ).toContain("closed");

    await section(page, "notifications").getByRole("button", { name: "Toast", exact: true }).click();
    const toast = notifications.locator(".notification", { hasText: "Copied the reference number." });
    await expect.poll(() => toast.getAttribute("data-state")).toBe("shown");
    await page.mouse.move(5, 5);
    await expect.poll(() => toast.count(), { timeout: 8000 }).toBe(0);
  });

  it("chooses a dropdown option with the keyboard", async () => {
    const dropdown = section(page, "dropdown");
    const button = dropdown.getByRole("button", { name: /Repayment term/ });
    await button.focus();
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => dropdown.getByRole("listbox", { name: "Repayment term" }).isVisible()).toBe(true);
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent);
    await expect.poll(focusedText).toBe("48 months");
    // 48 → 60 → 72 → wraps to 24
    await page.keyboard.press("ArrowDown");
    await expect.poll(focusedText).toBe("60 months");
    await page.keyboard.press("ArrowDown");
    await expect.poll(focusedText).toBe("72 months");
    await page.keyboard.press("ArrowDown");
    await expect.poll(focusedText).toBe("24 months");
    await page.keyboard.press("ArrowUp");
    await expect.poll(focusedText).toBe("72 months");
    await page.keyboard.press("Enter");
    await expect.poll(() => dropdown.getByRole("listbox").count()).toBe(0);
    await expect.poll(() => button.textContent()).toContain("72 months");
    await expect.poll(() => isFocused(button)).toBe(true);
    await expect.poll(() => dropdown.getByText("Chosen: 72").count()).toBe(1);
  });
});

describe("driving the widgets at 375px", () => {
  let opened: PageAtWidth;
  let page: Page;

  // A fresh page for each test, in a browser context of its own (closed after the test, with its trace).
  beforeEach(async () => {
    opened = await openCatalogue(375);
    page = opened.page;
    failOnPageErrors(opened);
  });

  it("offers toggle tabs as a select with the 'Select a page:' placeholder", async () => {
    const navigation = section(page, "navigation");
    expect(await navigation.locator(".toggle-tabs__list").isVisible()).toBe(false);
    const select = navigation.getByRole("combobox", { name: "Solar finance pages" });
    expect(await select.isVisible()).toBe(true);
    expect(await select.locator("option").first().textContent()).toBe("Select a page:");
    await select.selectOption({ label: "Documents" });
    await expect.poll(() => navigation.getByText("Toggled: Documents").count()).toBe(1);
  });

  it("shows the gallery counter instead of thumbnails and moves within the list", async () => {
    const gallery = section(page, "gallery").getByRole("region", { name: "Vehicles we finance" });
    expect(await gallery.getByRole("list", { name: "Thumbnails" }).isVisible()).toBe(false);
    await gallery.getByRole("button", { name: "Next image" }).click();
    await expect.poll(() => gallery.locator(".gallery__counter").innerText()).toContain("2 / 6");
  });

  it("opens a bottom sheet and dismisses it with a downward drag of its handle", async () => {
    await section(page, "dialogs").getByRole("button", { name: "Sheet from an element" }).click();
    const sheet = page.getByRole("dialog", { name: "Opening hours" });
    await expect.poll(() => sheet.isVisible()).toBe(true);
    await waitForAnimations(sheet);
    const handle = await sheet.locator(".bottom-sheet__handle").boundingBox();
    if (!handle) throw new Error("the sheet has no handle");
    const x = handle.x + handle.width / 2;
    await page.mouse.move(x, handle.y + 10);
    await page.mouse.down();
    for (let step = 1; step <= 6; step += 1) await page.mouse.move(x, handle.y + 10 + step * 25);
    await page.mouse.up();
    await expect.poll(() => sheet.count()).toBe(0);
    await expect
      .poll(() => section(page, "dialogs").getByText("Last sheet event: Opening hours closed").count())
      .toBe(1);
  });
});
