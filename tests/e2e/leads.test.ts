import type { Browser, Page } from "playwright-core";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hydrateDeferredParts, launchBrowser, openPage } from "../support/browser";
import { expectNoAxeViolationsInPage } from "../support/browser-axe";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { startServer, type RunningServer } from "../support/server";

let database: TestDatabase;
let server: RunningServer;
let browser: Browser;
let clientNumber = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  [server, browser] = await Promise.all([
    startServer({ DATABASE_URL: database.url, TRUST_PROXY: "true" }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.destroy();
});

async function leadsNamed(
  firstName: string,
): Promise<{ cellphone: string; product: string; marketing_opt_in: boolean; preferred_time: string }[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (
      await client.query(
        "SELECT cellphone, product, marketing_opt_in, preferred_time FROM leads WHERE first_name = $1",
        [firstName],
      )
    ).rows;
  } finally {
    await client.end();
  }
}

/** Each test is its own client address, so the lead rate limit of one never touches another. */
async function visitor(width: number, options: { javaScript?: boolean } = {}) {
  const opened = await openPage(browser, width);
  if (options.javaScript === false) {
    await opened.context.close();
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": `192.0.2.${(clientNumber += 1)}` },
    });
    return { context, page: await context.newPage(), errors: [] as string[] };
  }
  await opened.context.setExtraHTTPHeaders({ "X-Forwarded-For": `192.0.2.${(clientNumber += 1)}` });
  return opened;
}

const hydrated = (page: Page) =>
  page.waitForFunction(
    () =>
      (window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules !== undefined &&
      document.readyState === "complete",
  );

const form = (page: Page) => page.getByRole("region", { name: "Ask us to call you back" });

describe("call-me-back form with JavaScript", () => {
  it("shows the shared validators' messages inline, then sends the lead and shows a toast", async () => {
    const { page, context, errors } = await visitor(1000);
    await page.goto(`${server.url}/business`);
    await hydrated(page);
    await hydrateDeferredParts(page);
    const section = form(page);
    await section.getByRole("button", { name: "Send" }).click();
    await expect.poll(() => section.getByText("This field is required").count()).toBeGreaterThanOrEqual(3);
    await expect.poll(() => section.getByText("Please agree so that we may call you back.").count()).toBe(1);

    await section.getByLabel("First name").fill("Ayanda");
    await section.getByLabel("Surname").fill("Zulu");
    await section.getByLabel("Cellphone number").fill("0123456789");
    await section.getByLabel("SA ID number (optional)").fill("8001015009088");
    await section.getByLabel("Surname").focus();
    await section.getByRole("button", { name: "Send" }).click();
    await expect.poll(() => section.getByText("This is not a valid phone number").count()).toBe(1);
    await expect.poll(() => section.getByText("That doesn't seem to be a valid ID.").count()).toBe(1);

    await section.getByLabel("Cellphone number").fill("0825551234");
    await section.getByLabel("SA ID number (optional)").fill("8001015009087");
    await section.getByLabel("Afternoon (12:00 to 17:00)").check();
    await section.getByText("I agree that Umoya Finance may use these details").click();
    await expectNoAxeViolationsInPage(page, "#call-me-back");
    await section.getByRole("button", { name: "Send" }).click();

    await expect
      .poll(() => page.locator('.notifications__stack[data-type="toast"]').getByText("Request sent").count())
      .toBe(1);
    await expect
      .poll(() => section.getByRole("status").textContent())
      .toContain("A consultant will call you about Finance for business");
    expect(await leadsNamed("Ayanda")).toEqual([
      { cellphone: "0825551234", product: "business", marketing_opt_in: false, preferred_time: "afternoon" },
    ]);
    // Nothing personal went into the address bar.
    expect(page.url()).toBe(`${server.url}/business`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("carries the calculator's figures handed over in the calculation parameter", async () => {
    const { page, context } = await visitor(375);
    const calculation = JSON.stringify({ calculator: "vehicle-finance", figures: { "Monthly instalment": 6543.21 } });
    await page.goto(`${server.url}/solar-finance?calculation=${encodeURIComponent(calculation)}#call-me-back`);
    await hydrated(page);
    await hydrateDeferredParts(page);
    const section = form(page);
    await expect.poll(() => section.getByText("Monthly instalment").count()).toBe(1);
    expect(await section.locator('input[name="calculation"]').inputValue()).toBe(calculation);
    await context.close();
  });
});

describe("call-me-back form without JavaScript", () => {
  it("posts to the route action, shows errors from the server, then confirms on a page without personal data in its address", async () => {
    const { page, context } = await visitor(1400, { javaScript: false });
    await page.goto(`${server.url}/call-me-back?product=motorcycleFinance`);
    const section = form(page);
    await section.getByLabel("First name").fill("Pieter");
    await section.getByLabel("Surname").fill("Botha");
    await section.getByLabel("Cellphone number").fill("082555");
    await section.getByRole("button", { name: "Send" }).click();
    await page.waitForLoadState();
    expect(await section.getByText("Input too short").count()).toBe(1);
    expect(await section.getByText("Please agree so that we may call you back.").count()).toBe(1);
    expect(await section.getByLabel("First name").inputValue()).toBe("Pieter");

    await section.getByLabel("Cellphone number").fill("0825551234");
    await section.getByText("I agree that Umoya Finance may use these details").click();
    await section.getByText("Send me news and offers").click();
    await section.getByRole("button", { name: "Send" }).click();
    await page.waitForURL(/sent=1/);
    expect(page.url()).toBe(`${server.url}/call-me-back?sent=1&product=motorcycleFinance`);
    expect(await section.getByRole("status").textContent()).toContain("A consultant will call you about");
    expect(await leadsNamed("Pieter")).toEqual([
      { cellphone: "0825551234", product: "motorcycleFinance", marketing_opt_in: true, preferred_time: "anytime" },
    ]);
    await context.close();
  });

  it("asks to confirm a form from a prerendered page, which carries no token, and stores it only then", async () => {
    const { page, context } = await visitor(1000, { javaScript: false });
    await page.goto(`${server.url}/business`);
    const section = form(page);
    await section.getByLabel("First name").fill("Naledi");
    await section.getByLabel("Surname").fill("Khumalo");
    await section.getByLabel("Cellphone number").fill("0615551234");
    await section.getByText("I agree that Umoya Finance may use these details").click();
    await section.getByRole("button", { name: "Send" }).click();
    await page.waitForURL(`${server.url}/call-me-back`);
    expect(await form(page).getByRole("status").textContent()).toContain("press Send to confirm");
    expect(await leadsNamed("Naledi")).toEqual([]);
    expect(await form(page).getByLabel("Cellphone number").inputValue()).toBe("0615551234");
    await form(page).getByRole("button", { name: "Send" }).click();
    await page.waitForURL(/sent=1/);
    expect(await leadsNamed("Naledi")).toHaveLength(1);
    await context.close();
  });
});
