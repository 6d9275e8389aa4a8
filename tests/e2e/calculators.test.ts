import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeCalculation } from "~/lib/finance/calculation-summary";
import { expectNoAxeViolationsInPage } from "../support/browser-axe";
import { launchBrowser, openPage, type PageAtWidth } from "../support/browser";
import { startServer, type RunningServer } from "../support/server";

// The calculators of issue 6, typed into in Chromium on the pages that show them.
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Kind = "vehicle-instalment" | "affordability" | "personal-loan" | "budget";

/**
 * Opens a page, scrolls to the calculator as a visitor would (its code loads as it nears the viewport) and
 * waits until React has taken over its inputs.
 */
async function openCalculator(opened: PageAtWidth, path: string, kind: Kind): Promise<Locator> {
  await opened.page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
  const calculator = opened.page.locator(`[data-calculator="${kind}"]`);
  await calculator.locator("input").first().waitFor();
  await calculator.scrollIntoViewIfNeeded();
  await opened.page.waitForFunction((selector) => {
    const input = document.querySelector(`${selector} input`);
    return input !== null && Object.keys(input).some((key) => key.startsWith("__reactProps"));
  }, `[data-calculator="${kind}"]`);
  return calculator;
}

const figure = (calculator: Locator, name: string) => calculator.locator(`[data-figure="${name}"]`).textContent();

/** Replaces a field's text by typing it, as a visitor would. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await field.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Backspace");
  await page.keyboard.type(text);
}

describe.each([1400, 375])("calculators at %ipx", (width) => {
  let opened: PageAtWidth;
  let page: Page;

  beforeAll(async () => {
    opened = await openPage(browser, width);
    page = opened.page;
  });

  afterAll(async () => {
    await opened?.context.close();
  });

  it("vehicle instalment: figures update as you type, and survive a reload", async () => {
    const calculator = await openCalculator(opened, "/balloon-payments", "vehicle-instalment");
    const field = (label: string) => calculator.getByLabel(label, { exact: true });
    await typeInto(page, field("Purchase price"), "100000");
    await typeInto(page, field("Deposit"), "0");
    await typeInto(page, field("Interest rate"), "12");
    await typeInto(page, field("Term (months)"), "12");
    await typeInto(page, field("Balloon (%)"), "0");
    await typeInto(page, field("Monthly service fee"), "0");
    await calculator.locator("label", { hasText: "Pay it up front" }).click();
    expect(await calculator.getByRole("radio", { name: "Pay it up front" }).isChecked()).toBe(true);
    await expect.poll(() => figure(calculator, "monthly-instalment")).toBe("R 8 884.88");
    expect(await figure(calculator, "total-interest")).toBe("R 6 618.55");
    expect(await figure(calculator, "total-fees")).toBe("R 1 207.50");
    expect(await figure(calculator, "total-repayable")).toBe("R 107 826.05");

    await typeInto(page, field("Balloon (%)"), "40");
    await typeInto(page, field("Interest rate"), "0");
    await expect.poll(() => figure(calculator, "balloon-amount")).toBe("R 40 000.00");
    expect(await figure(calculator, "monthly-instalment")).toBe("R 5 000.00");

    await expect.poll(() => new URL(page.url()).searchParams.get("vehicle-balloon")).toBe("40");
    await page.reload({ waitUntil: "networkidle" });
    const reloaded = page.locator('[data-calculator="vehicle-instalment"]');
    expect(await reloaded.getByLabel("Balloon (%)", { exact: true }).inputValue()).toBe("40");
    expect(await figure(reloaded, "monthly-instalment")).toBe("R 5 000.00");
  });

  it("vehicle instalment: invalid input shows the field message and no figure", async () => {
    const calculator = await openCalculator(opened, "/motorcycle-finance", "vehicle-instalment");
    const field = (label: string) => calculator.getByLabel(label, { exact: true });
    await typeInto(page, field("Purchase price"), "150000");
    await typeInto(page, field("Deposit"), "200000");
    await expect.poll(() => calculator.getAttribute("data-state")).toBe("invalid");
    expect(await calculator.getByText("Deposit cannot be more than purchase price").isVisible()).toBe(true);
    expect(await field("Deposit").getAttribute("aria-invalid")).toBe("true");
    expect(await calculator.locator("[data-figure]").count()).toBe(0);

    await typeInto(page, field("Deposit"), "0");
    await typeInto(page, field("Purchase price"), "5000");
    await expect.poll(() => calculator.getByText("Price cannot be less than R 10 000").isVisible()).toBe(true);
    await expectNoAxeViolationsInPage(page, '[data-calculator="vehicle-instalment"]');
  });

  it("call me back carries the figures to the form on the same page", async () => {
    const calculator = await openCalculator(opened, "/private-finance", "vehicle-instalment");
    await typeInto(page, calculator.getByLabel("Purchase price", { exact: true }), "250000");
    await expect.poll(() => figure(calculator, "monthly-instalment")).not.toBe(null);
    const instalment = await figure(calculator, "monthly-instalment");
    await calculator.getByRole("link", { name: "Call me back about these figures" }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe("#call-me-back");
    const url = new URL(page.url());
    expect(url.pathname).toMatch(/^\/private-finance\/?$/);
    const summary = decodeCalculation(url.searchParams.get("calculation"));
    expect(summary?.calculator).toBe("vehicle-finance");
    expect(summary?.figures["Purchase price"]).toBe(250_000);
    expect(
      `R ${summary?.figures["Monthly instalment"]?.toLocaleString("en-GB", { minimumFractionDigits: 2 }).replaceAll(",", " ")}`,
    ).toBe(instalment);
    expect(await page.locator("#call-me-back").count()).toBe(1);
  });

  it("personal loan: prints the representative example and falls back to the §9 parameters when the service fails", async () => {
    await page.route("**/wol-ms-header-footer/cash-power-params", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: '{"error":{"code":"unavailable","message":"Down"}}',
      }),
    );
    const calculator = await openCalculator(opened, "/cashpower-personal-loans", "personal-loan");
    expect(await figure(calculator, "representative-total")).toBe("R 137 754.32");
    expect(await calculator.locator("[data-representative-example]").textContent()).toContain("updated July 2025");
    expect(await figure(calculator, "total-cost")).toBe("R 137 754.32");
    expect(await figure(calculator, "monthly-instalment")).toBe("R 1 913.25");

    await typeInto(page, calculator.getByLabel("Term (months)", { exact: true }), "80");
    await expect
      .poll(() => calculator.getByText("The value of this field cannot be more than 72").isVisible())
      .toBe(true);
    expect(await calculator.locator('[data-figure="total-cost"]').count()).toBe(0);
    await typeInto(page, calculator.getByLabel("Term (months)", { exact: true }), "24");
    await typeInto(page, calculator.getByLabel("Interest rate", { exact: true }), "18");
    await expect.poll(() => figure(calculator, "monthly-instalment")).toBe("R 3 338.96");
    await expectNoAxeViolationsInPage(page, '[data-calculator="personal-loan"]');
    await page.unroute("**/wol-ms-header-footer/cash-power-params");
  });

  it("personal loan: uses the parameters the service answers with", async () => {
    const parameters = {
      cpTermMin: 12,
      cpTermMax: 60,
      cpInterestMin: 15,
      cpInterestMax: 26,
      cpDateUpdated: "October 2026",
      cpExampleRate: 20,
      cpExampleTerm: 60,
      initiationFeeInclVat: 1207.5,
      adminFeeInclVat: 69,
      cpExampleLoan: 50_000,
      cpExampleCost: 90_000,
    };
    await page.route("**/wol-ms-header-footer/cash-power-params", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ result: JSON.stringify(parameters) }),
      }),
    );
    const calculator = await openCalculator(opened, "/cashpower-personal-loans", "personal-loan");
    await expect
      .poll(() => calculator.locator("[data-representative-example]").textContent())
      .toContain("updated October 2026");
    // The default term of 72 months is beyond this service's maximum of 60.
    expect(await calculator.getByText("The value of this field cannot be more than 60").isVisible()).toBe(true);
    await page.unroute("**/wol-ms-header-footer/cash-power-params");
  });

  it("affordability: works back from the instalment to the price", async () => {
    const calculator = await openCalculator(opened, "/buying-a-car", "affordability");
    const field = (label: string) => calculator.getByLabel(label, { exact: true });
    await typeInto(page, field("Monthly instalment"), "5000");
    await typeInto(page, field("Deposit"), "20000");
    await typeInto(page, field("Interest rate"), "0");
    await typeInto(page, field("Term (months)"), "60");
    await typeInto(page, field("Monthly service fee"), "0");
    await calculator.locator("label", { hasText: "Pay it up front" }).click();
    expect(await calculator.getByRole("radio", { name: "Pay it up front" }).isChecked()).toBe(true);
    await expect.poll(() => figure(calculator, "purchase-price")).toBe("R 320 000.00");
    await expectNoAxeViolationsInPage(page, '[data-calculator="affordability"]');
  });

  it("budget: disposable income, the instalment it carries, and a chart with its table", async () => {
    const calculator = await openCalculator(opened, "/budgeting-tool", "budget");
    await typeInto(page, calculator.getByLabel("Net salary (after tax)", { exact: true }), "40000");
    await typeInto(page, calculator.getByLabel("Rent or bond", { exact: true }), "12000");
    // The example budget's other expenses add up to R16 000.
    await expect.poll(() => figure(calculator, "disposable-income")).toBe("R 12 000.00");
    expect(await figure(calculator, "affordable-instalment")).toBe("R 8 000.00");
    expect(await calculator.locator("svg.budget-chart__svg").getAttribute("aria-hidden")).toBe("true");
    const rentRow = calculator.getByRole("row", { name: /Rent or bond/ });
    expect(await rentRow.textContent()).toContain("R 12 000.00");
    expect(await rentRow.textContent()).toContain("30.0%");
    await expectNoAxeViolationsInPage(page, '[data-calculator="budget"]');
  });

  it("useful tools: all four calculators on one page keep their own query parameters", async () => {
    const vehicle = await openCalculator(opened, "/useful-tools", "vehicle-instalment");
    await typeInto(page, vehicle.getByLabel("Term (months)", { exact: true }), "60");
    const loan = page.locator('[data-calculator="personal-loan"]');
    await typeInto(page, loan.getByLabel("Term (months)", { exact: true }), "36");
    await expect.poll(() => new URL(page.url()).searchParams.get("loan-term")).toBe("36");
    expect(new URL(page.url()).searchParams.get("vehicle-term")).toBe("60");
    // Each calculator's call-me-back link keeps what the others wrote, so the figures survive the visit to the form.
    const vehicleLink = new URL(
      (await vehicle.getByRole("link", { name: "Call me back about these figures" }).getAttribute("href")) ?? "",
      server.url,
    );
    expect(vehicleLink.searchParams.get("loan-term")).toBe("36");
    expect(vehicleLink.searchParams.get("vehicle-term")).toBe("60");
    expect(await page.locator("[data-calculator]").count()).toBe(4);
    // The parameter service may be missing (the calculator then keeps its defaults); nothing else may fail.
    expect(opened.errors.filter((error) => !error.startsWith("Failed to load resource"))).toEqual([]);
  });
});
