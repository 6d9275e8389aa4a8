import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { figureKind } from "~/lib/finance/calculation-summary";
import { decodeCalculation } from "~/lib/finance/calculation-summary-schema";
import { formatFigure } from "~/lib/format/figure";
import { expectNoAxeViolationsInPage } from "../support/browser-axe";
import {
  failOnPageErrors,
  isFocused,
  launchBrowser,
  openPage,
  waitForAnimations,
  waitForHydration,
  waitForPartHydration,
  type PageAtWidth,
} from "../support/browser";
import { startServer, type RunningServer } from "../support/server";

// The finance calculators, typed into in Chromium on the pages that show them.
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
  await opened.page.goto(`${server.url}${path}`);
  await waitForHydration(opened.page);
  const calculator = opened.page.locator(`[data-calculator="${kind}"]`);
  await calculator.scrollIntoViewIfNeeded();
  await waitForPartHydration(calculator);
  return calculator;
}

/** Marks the document, so a test can tell a change of address within it from a page load (mark gone). */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/** The window's scroll position once it has stopped moving (the same on two reads in a row). */
async function settledScrollY(page: Page): Promise<number> {
  let previous = Number.NaN;
  await expect
    .poll(async () => {
      const current = await page.evaluate(() => Math.round(window.scrollY));
      const settled = current === previous;
      previous = current;
      return settled;
    })
    .toBe(true);
  return previous;
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
  // What each calculator does with a visitor's typing runs at both widths. Parsing and wording that the width
  // cannot change (the figures themselves are unit-tested in app/lib/finance) are checked at 1400 px only.
  const atDesktop = it.runIf(width === 1400);
  let opened: PageAtWidth;
  let page: Page;

  // A page of its own for each test, in a browser context of its own (closed after the test, with its trace):
  // nothing one test typed, routed or stored reaches the next.
  beforeEach(async () => {
    opened = await openPage(browser, width);
    page = opened.page;
    // Every calculator runs within the page's Content-Security-Policy: the browser reports each refused eval,
    // script or style, and nothing a test did may have been refused.
    failOnPageErrors(opened, (error) => error.startsWith("CSP refused"));
  });

  it("vehicle instalment: figures update as you type, and survive a reload", async () => {
    const calculator = await openCalculator(opened, "/balloon-payments", "vehicle-instalment");
    const field = (label: string) => calculator.getByLabel(label, { exact: true });
    await typeInto(page, field("Purchase price"), "100000");
    await typeInto(page, field("Deposit"), "0");
    await typeInto(page, field("Interest rate"), "12");
    await typeInto(page, field("Term (months)"), "12");
    await typeInto(page, field("Balloon (%)"), "0");
    await calculator.locator("label", { hasText: "Pay it up front" }).click();
    await expect.poll(() => calculator.getByRole("radio", { name: "Pay it up front" }).isChecked()).toBe(true);
    // R8 884.88 repays R100 000 at 12% over a year; the R69.00 service fee is added.
    await expect.poll(() => figure(calculator, "monthly-instalment")).toBe("R 8 953.88");
    // Eleven instalments of R 8 953.88 and a last of R 8 953.85 that settles the balance to the cent.
    expect(await figure(calculator, "final-instalment")).toBe("R 8 953.85");
    expect(await figure(calculator, "interest")).toBe("R 6 618.53");
    expect(await figure(calculator, "initiation-fee")).toBe("R 1 207.50");
    expect(await figure(calculator, "service-fees")).toBe("R 828.00");
    expect(await figure(calculator, "cost-of-credit")).toBe("R 8 654.03");
    expect(await figure(calculator, "total-repayable")).toBe("R 108 654.03");

    await typeInto(page, field("Balloon (%)"), "40");
    // 0% is refused; a rate too small to change a cent gives the interest-free figures.
    await typeInto(page, field("Interest rate"), "0");
    await expect.poll(() => calculator.getByText("The interest rate must be more than 0%").isVisible()).toBe(true);
    await typeInto(page, field("Interest rate"), "0.0000001");
    await expect.poll(() => figure(calculator, "balloon-amount")).toBe("R 40 000.00");
    expect(await figure(calculator, "monthly-instalment")).toBe("R 5 069.00");

    // Both changed figures are in the address (each is written once typing pauses) before the reload.
    await expect
      .poll(() => {
        const query = new URL(page.url()).searchParams;
        return [query.get("vehicle-balloon"), query.get("vehicle-rate")];
      })
      .toEqual(["40", "0.0000001"]);
    await page.reload();
    const reloaded = page.locator('[data-calculator="vehicle-instalment"]');
    await expect.poll(() => reloaded.getByLabel("Balloon (%)", { exact: true }).inputValue()).toBe("40");
    await expect.poll(() => figure(reloaded, "monthly-instalment")).toBe("R 5 069.00");
  });

  atDesktop(
    "vehicle instalment: a decimal comma counts as a decimal point, an amount is grouped as typed and refuses a minus sign, and a rate's minus sign gets the field's message",
    async () => {
      const calculator = await openCalculator(opened, "/balloon-payments", "vehicle-instalment");
      const field = (label: string) => calculator.getByLabel(label, { exact: true });
      await typeInto(page, field("Interest rate"), "12.5");
      await expect.poll(() => figure(calculator, "monthly-instalment")).not.toBe(null);
      const withPoint = await figure(calculator, "monthly-instalment");
      await typeInto(page, field("Interest rate"), "12,5");
      expect(await field("Interest rate").inputValue()).toBe("12,5");
      await expect.poll(() => figure(calculator, "monthly-instalment")).toBe(withPoint);
      expect(await field("Interest rate").getAttribute("aria-invalid")).toBe("false");

      await typeInto(page, field("Deposit"), "-5000x0");
      expect(await field("Deposit").inputValue()).toBe("50 000");
      expect(await field("Deposit").getAttribute("aria-invalid")).toBe("false");
      await typeInto(page, field("Interest rate"), "-12");
      await expect.poll(() => calculator.getByText("This is not a number").isVisible()).toBe(true);
      expect(await field("Interest rate").getAttribute("aria-invalid")).toBe("true");
      expect(await calculator.locator("[data-figure]").count()).toBe(0);
      await waitForAnimations(calculator);
      await expectNoAxeViolationsInPage(page, '[data-calculator="vehicle-instalment"]');
    },
  );

  atDesktop("vehicle instalment: invalid input shows the field message and no figure", async () => {
    const calculator = await openCalculator(opened, "/motorcycle-finance", "vehicle-instalment");
    const field = (label: string) => calculator.getByLabel(label, { exact: true });
    await typeInto(page, field("Purchase price"), "150000");
    await typeInto(page, field("Deposit"), "200000");
    await expect.poll(() => calculator.getAttribute("data-state")).toBe("invalid");
    await expect.poll(() => calculator.getByText("Deposit cannot be more than purchase price").isVisible()).toBe(true);
    await expect.poll(() => field("Deposit").getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => calculator.locator("[data-figure]").count()).toBe(0);

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
    expect(formatFigure(figureKind("Monthly instalment"), summary?.figures["Monthly instalment"] ?? Number.NaN)).toBe(
      instalment,
    );
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
    // The §9 example with credit life held to R4.50 per R1 000 of the balance from month 29.
    await expect.poll(() => figure(calculator, "representative-total")).toBe("R 133 770.49");
    expect(await figure(calculator, "representative-cost-of-credit")).toBe("R 73 770.49");
    expect(await figure(calculator, "representative-credit-life")).toBe("R 11 440.61");
    expect(await calculator.locator("[data-representative-example]").textContent()).toContain("as at July 2025");
    expect(await figure(calculator, "total-repayable")).toBe("R 133 770.49");
    expect(await figure(calculator, "cost-of-credit")).toBe("R 73 770.49");
    expect(await figure(calculator, "credit-life")).toBe("R 11 440.61");
    expect(await figure(calculator, "monthly-instalment")).toBe("R 1 913.26");

    await typeInto(page, calculator.getByLabel("Term (months)", { exact: true }), "80");
    await expect
      .poll(() => calculator.getByText("The value of this field cannot be more than 72").isVisible())
      .toBe(true);
    await expect.poll(() => calculator.locator('[data-figure="total-repayable"]').count()).toBe(0);
    await typeInto(page, calculator.getByLabel("Term (months)", { exact: true }), "24");
    await typeInto(page, calculator.getByLabel("Interest rate", { exact: true }), "18");
    await expect.poll(() => figure(calculator, "monthly-instalment")).toBe("R 3 338.96");

    // A small loan pays the smaller initiation fee the Act allows: R165 + 10% of R1 000, plus VAT.
    await typeInto(page, calculator.getByLabel("Loan amount", { exact: true }), "2000");
    await expect.poll(() => figure(calculator, "initiation-fee")).toBe("R 304.75");
    expect(await figure(calculator, "monthly-instalment")).toBe("R 192.13");
    await typeInto(page, calculator.getByLabel("Interest rate", { exact: true }), "28,5");
    await expect
      .poll(() =>
        calculator.getByText(/cannot be more than 27\.75% a year, the most the National Credit Act allows/).count(),
      )
      .toBe(1);
    await waitForAnimations(calculator);
    await expectNoAxeViolationsInPage(page, '[data-calculator="personal-loan"]');
    await page.unroute("**/wol-ms-header-footer/cash-power-params");
  });

  atDesktop("personal loan: uses the parameters the service answers with", async () => {
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
      .toContain("as at October 2026");
    // The default term of 72 months is beyond this service's maximum of 60.
    await expect
      .poll(() => calculator.getByText("The value of this field cannot be more than 60").isVisible())
      .toBe(true);
    await page.unroute("**/wol-ms-header-footer/cash-power-params");
  });

  it("affordability: works back from the instalment to the price", async () => {
    const calculator = await openCalculator(opened, "/buying-a-car", "affordability");
    const field = (label: string) => calculator.getByLabel(label, { exact: true });
    // R5 069 a month is R5 000 towards the vehicle and the R69.00 service fee.
    await typeInto(page, field("Monthly instalment"), "5069");
    await typeInto(page, field("Deposit"), "20000");
    // A rate too small to change a cent (0% itself is refused), so the price is 60 × R5 000 + the deposit.
    await typeInto(page, field("Interest rate"), "0.0000001");
    await typeInto(page, field("Term (months)"), "60");
    await calculator.locator("label", { hasText: "Pay it up front" }).click();
    await expect.poll(() => calculator.getByRole("radio", { name: "Pay it up front" }).isChecked()).toBe(true);
    await expect.poll(() => figure(calculator, "purchase-price")).toBe("R 320 000.00");
    await expectNoAxeViolationsInPage(page, '[data-calculator="affordability"]');
  });

  it("budget: disposable income, what is left for a vehicle, and a chart with its table", async () => {
    const calculator = await openCalculator(opened, "/budgeting-tool", "budget");
    await typeInto(page, calculator.getByLabel("Net salary (after tax)", { exact: true }), "40000");
    await typeInto(page, calculator.getByLabel("Rent or bond", { exact: true }), "12000");
    // The example budget's other expenses add up to R15 100.
    await expect.poll(() => figure(calculator, "disposable-income")).toBe("R 12 900.00");
    expect(await figure(calculator, "left-for-vehicle")).toBe("R 8 900.00");
    expect(await calculator.locator("svg.budget-chart__svg").getAttribute("aria-hidden")).toBe("true");
    const rentRow = calculator.getByRole("row", { name: /Rent or bond/ });
    await expect.poll(() => rentRow.textContent()).toContain("R 12 000.00");
    expect(await rentRow.textContent()).toContain("30.0%");
    await expectNoAxeViolationsInPage(page, '[data-calculator="budget"]');
  });

  atDesktop("budget: says plainly how much it falls short and offers help, not a call back about finance", async () => {
    const calculator = await openCalculator(opened, "/budgeting-tool", "budget");
    // The example budget's expenses add up to R23 100.
    await typeInto(page, calculator.getByLabel("Net salary (after tax)", { exact: true }), "21900");
    await expect.poll(() => calculator.getByText("You are R 1 200.00 short each month.").count()).toBe(1);
    expect(await figure(calculator, "shortfall")).toBe("R 1 200.00");
    expect(await calculator.getByRole("link", { name: "Call me back about these figures" }).count()).toBe(0);
    expect(await calculator.getByRole("link", { name: "How payment arrangements work" }).getAttribute("href")).toBe(
      "/arrears-payments#payment-arrangement",
    );
    const row = calculator.getByRole("row", { name: /Short by/ });
    expect(await row.textContent()).toContain("R 1 200.00");
    expect(await calculator.getByRole("row", { name: /Left over/ }).count()).toBe(0);
    await expectNoAxeViolationsInPage(page, '[data-calculator="budget"]');
  });

  atDesktop("useful tools: all four calculators on one page keep their own query parameters", async () => {
    const vehicle = await openCalculator(opened, "/useful-tools", "vehicle-instalment");
    await typeInto(page, vehicle.getByLabel("Term (months)", { exact: true }), "60");
    await expect.poll(() => new URL(page.url()).searchParams.get("vehicle-term")).toBe("60");
    // Typed before its code has arrived (focusing it starts the load): what was typed is handed over.
    const loan = page.locator('[data-calculator="personal-loan"]');
    await typeInto(page, loan.getByLabel("Term (months)", { exact: true }), "36");
    // Every figure typed reaches the address, however the machine's load spreads the keystrokes: each is
    // checked until it is there.
    await expect.poll(() => new URL(page.url()).searchParams.get("loan-term")).toBe("36");
    await expect.poll(() => new URL(page.url()).searchParams.get("vehicle-term")).toBe("60");
    // Each calculator's call-me-back link keeps what the others wrote, so the figures survive the visit to the form.
    const vehicleLink = async () =>
      new URL(
        (await vehicle.getByRole("link", { name: "Call me back about these figures" }).getAttribute("href")) ?? "",
        server.url,
      ).searchParams;
    await expect.poll(async () => (await vehicleLink()).get("loan-term")).toBe("36");
    expect((await vehicleLink()).get("vehicle-term")).toBe("60");
    // The vehicle calculator's form carries the loan's figure, so a submit without JavaScript keeps it.
    await expect.poll(() => vehicle.locator('input[type="hidden"][name="loan-term"]').getAttribute("value")).toBe("36");
    expect(await page.locator("[data-calculator]").count()).toBe(4);
    // The parameter service may be missing (the calculator then keeps its defaults); nothing else may fail.
    expect(opened.errors.filter((error) => !error.startsWith("Failed to load resource"))).toEqual([]);
  });

  it("typing writes the figures through the router without loading route data, moving focus, scrolling or announcing a page", async () => {
    // The route data of this page; other pages' data is fetched ahead in the background (§2.1 preload).
    const dataRequests: string[] = [];
    const onRequest = (request: { url(): string }) => {
      if (new URL(request.url()).pathname === "/motorcycle-finance.data") dataRequests.push(request.url());
    };
    page.on("request", onRequest);
    // Arrived at by the call-back card's "Calculate" link: the address names the calculator's section.
    await page.goto(`${server.url}/motorcycle-finance#calculator`);
    await waitForHydration(page);
    await markDocument(page);
    const calculator = page.locator('[data-calculator="vehicle-instalment"]');
    await calculator.scrollIntoViewIfNeeded();
    await waitForPartHydration(calculator);
    const deposit = calculator.getByLabel("Deposit", { exact: true });
    await typeInto(page, deposit, "1000");
    await expect.poll(() => new URL(page.url()).searchParams.get("vehicle-deposit")).toBe("1000");
    await expect.poll(() => figure(calculator, "amount-financed")).not.toBe(null);
    const financed = await figure(calculator, "amount-financed");
    const before = await settledScrollY(page);
    expect(before).toBeGreaterThan(0);
    await page.keyboard.type("0");
    await expect.poll(() => new URL(page.url()).searchParams.get("vehicle-deposit")).toBe("10000");
    await expect.poll(() => figure(calculator, "amount-financed")).not.toBe(financed);

    // The address is the router's: the hash it arrived with is gone (the router would scroll to it again on
    // every keystroke), the document is the same one, and the page stayed where the visitor was.
    expect(new URL(page.url()).hash).toBe("");
    expect(await isSameDocument(page)).toBe(true);
    expect(await settledScrollY(page)).toBe(before);
    expect(await isFocused(deposit)).toBe(true);
    expect(await page.locator("[data-navigation-announcer]").textContent()).toBe("");
    expect(dataRequests).toEqual([]);
    page.off("request", onRequest);
  });

  it("typing in a calculator leaves an open call-back card open", async () => {
    const calculator = await openCalculator(opened, "/balloon-payments", "vehicle-instalment");
    const toggle = page.locator("#call-me-back").getByRole("button", { name: "Call me back" });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    // The opened form takes focus once its code has arrived: typing starts after that, or the keys land in it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("firstName");
    await typeInto(page, calculator.getByLabel("Term (months)", { exact: true }), "48");
    await expect.poll(() => new URL(page.url()).searchParams.get("vehicle-term")).toBe("48");
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    expect(await page.locator("#call-me-back-form").isVisible()).toBe(true);
  });
});

describe("calculators without JavaScript", () => {
  it("submits the inputs as a GET form and shows the page with the new figures, keeping the other calculators' figures", async () => {
    const { page, context } = await openPage(browser, 1400, 900, { javaScriptEnabled: false });
    await page.goto(`${server.url}/useful-tools?loan-term=36`);
    const calculator = page.locator('[data-calculator="vehicle-instalment"]');
    const field = (label: string) => calculator.getByLabel(label, { exact: true });
    await field("Purchase price").fill("100000");
    await field("Deposit").fill("0");
    await field("Interest rate").fill("12");
    await field("Term (months)").fill("12");
    await calculator.locator("label", { hasText: "Pay it up front" }).click();
    const submit = calculator.getByRole("button", { name: "Show my figures" });
    expect(await submit.isVisible()).toBe(true);
    await submit.click();
    await page.waitForURL((url) => url.searchParams.get("vehicle-price") === "100000");
    const query = new URL(page.url()).searchParams;
    expect(query.get("vehicle-fee")).toBe("upfront");
    expect(query.get("loan-term")).toBe("36");
    const reloaded = page.locator('[data-calculator="vehicle-instalment"]');
    expect(await figure(reloaded, "monthly-instalment")).toBe("R 8 953.88");
    // The server shows the amount grouped, as the field groups it while typing.
    expect(await reloaded.getByLabel("Purchase price", { exact: true }).inputValue()).toBe("100 000");
    expect(
      await page.locator('[data-calculator="personal-loan"]').getByLabel("Term (months)", { exact: true }).inputValue(),
    ).toBe("36");
    await context.close();
  });

  it("hides the submit button where scripts run, since the figures follow every keystroke", async () => {
    const calculator = await openCalculator(await openPage(browser, 1400), "/balloon-payments", "vehicle-instalment");
    expect(await calculator.getByRole("button", { name: "Show my figures", includeHidden: true }).isHidden()).toBe(
      true,
    );
    await calculator.page().context().close();
  });
});
