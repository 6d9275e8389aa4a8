import type { Browser, Page } from "playwright-core";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  hydrateDeferredParts,
  launchBrowser,
  openContext,
  openPage,
  waitForAnimations,
  waitForHydration,
} from "../support/browser";
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
  const extraHTTPHeaders = { "X-Forwarded-For": `192.0.2.${(clientNumber += 1)}` };
  if (options.javaScript === false) {
    const context = await openContext(browser, { width, javaScriptEnabled: false, extraHTTPHeaders });
    return { context, page: await context.newPage(), errors: [] as string[] };
  }
  const opened = await openPage(browser, width);
  await opened.context.setExtraHTTPHeaders(extraHTTPHeaders);
  return opened;
}

const form = (page: Page) => page.getByRole("region", { name: "Ask us to call you back" });

describe("call-me-back form with JavaScript", () => {
  it("shows the shared validators' messages inline, then sends the lead and shows its confirmation in the form's place", async () => {
    const { page, context, errors } = await visitor(1000);
    const writes: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") writes.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.url}/business`);
    await waitForHydration(page);
    await page.locator("#call-me-back").getByRole("button", { name: "Call me back" }).click();
    const section = form(page);
    await section.getByRole("button", { name: "Send" }).click();
    await expect.poll(() => section.getByText("This field is required").count()).toBeGreaterThanOrEqual(3);
    await expect.poll(() => section.getByText("Please agree so that we may call you back.").count()).toBe(1);

    await section.getByLabel("First name").fill("Ayanda");
    await section.getByLabel("Surname").fill("Zulu");
    await section.getByLabel("Cellphone number").fill("0123456789");
    await section.getByLabel("SA ID number").fill("8001015009088");
    await section.getByLabel("Surname").focus();
    await section.getByRole("button", { name: "Send" }).click();
    await expect.poll(() => section.getByText("This is not a valid phone number").count()).toBe(1);
    await expect.poll(() => section.getByText("That doesn't seem to be a valid ID.").count()).toBe(1);

    await section.getByLabel("Cellphone number").fill("0825551234");
    await section.getByLabel("SA ID number").fill("8001015009087");
    await section.getByLabel("Afternoon (12:00 to 17:00)").check();
    // An ID number is taken only with the separate, optional pre-check consent: the form says so before sending.
    await section.getByText("I agree that Umoya Finance may use these details").click();
    await section.getByRole("button", { name: "Send" }).click();
    await expect.poll(() => section.getByText("Your ID number is used only for a pre-check").count()).toBe(1);
    await section.getByText("I agree that Umoya Finance may make an enquiry about me at a credit bureau").click();
    // The Send button's ripple from the last press fades first (axe would measure its contrast mid-fade).
    await waitForAnimations(section);
    await expectNoAxeViolationsInPage(page, "#call-me-back");
    await section.getByRole("button", { name: "Send" }).click();

    await expect
      .poll(() => section.getByRole("status").textContent())
      .toContain("A consultant will call you about finance for business");
    expect(await section.getByRole("status").textContent()).toMatch(
      /Your reference number is UF-[0-9A-Z]{4}-[0-9A-Z]{4}\./,
    );
    // The confirmation has the focus, and the emptied form is gone.
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe("call-me-back__confirmation");
    expect(await section.locator("form").count()).toBe(0);
    await expectNoAxeViolationsInPage(page, "#call-me-back");
    expect(await leadsNamed("Ayanda")).toEqual([
      { cellphone: "0825551234", product: "business", marketing_opt_in: false, preferred_time: "afternoon" },
    ]);
    // Nothing personal went into the address bar.
    expect(page.url()).toBe(`${server.url}/business`);
    // One post, the form's fetcher to the route action the form posts to without JavaScript too.
    expect(writes).toEqual(["/call-me-back.data"]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("carries the calculator's figures handed over in the calculation parameter", async () => {
    const { page, context } = await visitor(375);
    const calculation = JSON.stringify({ calculator: "vehicle-finance", figures: { "Monthly instalment": 6543.21 } });
    await page.goto(`${server.url}/solar-finance?calculation=${encodeURIComponent(calculation)}#call-me-back`);
    await hydrateDeferredParts(page);
    const section = form(page);
    await expect.poll(() => section.getByText("Monthly instalment").count()).toBe(1);
    expect(await section.getByText("R 6 543.21").count()).toBe(1);
    expect(await section.locator('input[name="calculation"]').inputValue()).toBe(calculation);
    await context.close();
  });

  it("shows the figures typed into a calculator, a decimal comma included, exactly as the calculator shows them, and stores them with the lead", async () => {
    const { page, context } = await visitor(1400);
    await page.goto(`${server.url}/private-finance`);
    await waitForHydration(page);
    await hydrateDeferredParts(page);
    const calculator = page.locator('[data-calculator="vehicle-instalment"]');
    const rate = calculator.getByLabel("Interest rate", { exact: true });
    await rate.fill("13,25");
    await calculator.getByLabel("Purchase price", { exact: true }).fill("250000");
    const shown = (name: string) => calculator.locator(`[data-figure="${name}"]`).textContent();
    await expect.poll(() => shown("monthly-instalment")).not.toBe(null);
    const instalment = await shown("monthly-instalment");
    const costOfCredit = await shown("cost-of-credit");
    await calculator.getByRole("link", { name: "Call me back about these figures" }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe("#call-me-back");

    const section = form(page);
    const carried = (label: string) =>
      section
        .locator(".call-me-back__calculation dt", { hasText: new RegExp(`^${label}$`) })
        .locator("+ dd")
        .textContent();
    await expect.poll(() => carried("Monthly instalment")).toBe(instalment);
    expect(await carried("Interest rate")).toBe("13.25%");
    expect(await carried("Purchase price")).toBe("R 250 000.00");
    expect(await carried("Term")).toBe("72 months");
    expect(await carried("Cost of credit \\(excluding insurance\\)")).toBe(costOfCredit);

    await section.getByLabel("First name").fill("Zanele");
    await section.getByLabel("Surname").fill("Mthembu");
    await section.getByLabel("Cellphone number").fill("0825557788");
    await section.getByText("I agree that Umoya Finance may use these details").click();
    await section.getByRole("button", { name: "Send" }).click();
    await expect.poll(() => section.getByRole("status").textContent()).toContain("A consultant will call you");
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query("SELECT calculation FROM leads WHERE first_name = $1", ["Zanele"]);
      expect(rows).toHaveLength(1);
      expect(rows[0].calculation.figures).toMatchObject({ "Interest rate": 13.25, "Purchase price": 250_000 });
    } finally {
      await client.end();
    }
    await context.close();
  });
});

describe("the call-back card that closes a content page", () => {
  it("is a short card whose disclosure button loads the form, moves focus into it and sends the lead", async () => {
    const { page, context, errors } = await visitor(375);
    const formCode: string[] = [];
    page.on("request", (request) => {
      if (/call-me-back-(form|section)-[\w-]+\.js$/.test(request.url())) formCode.push(request.url());
    });
    await page.goto(`${server.url}/motorcycle-finance`);
    await waitForHydration(page);
    const card = page.locator("#call-me-back");
    const toggle = card.getByRole("button", { name: "Call me back" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await card.getByRole("link", { name: "Calculate" }).getAttribute("href")).toBe(
      "/motorcycle-finance#calculator",
    );
    expect(await form(page).count()).toBe(0);
    // The closed card is short: its words and three actions (call back, calculate, apply), about 500px on a
    // phone, nothing like the whole form's 1 500px and more.
    expect((await card.boundingBox())?.height).toBeLessThan(600);
    await card.scrollIntoViewIfNeeded();
    expect(formCode).toEqual([]);

    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    expect(await toggle.getAttribute("aria-controls")).toBe("call-me-back-form");
    const section = form(page);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("firstName");
    expect(formCode.length).toBeGreaterThan(0);
    await expectNoAxeViolationsInPage(page, "#call-me-back");

    await section.getByLabel("First name").fill("Sipho");
    await section.getByLabel("Surname").fill("Dlamini");
    await section.getByLabel("Cellphone number").fill("0825554321");
    await section.getByText("I agree that Umoya Finance may use these details").click();
    await section.getByRole("button", { name: "Send" }).click();
    await expect.poll(() => section.getByRole("status").textContent()).toContain("A consultant will call you");
    expect(await leadsNamed("Sipho")).toEqual([
      expect.objectContaining({ cellphone: "0825554321", product: "motorcycleFinance" }),
    ]);

    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await page.locator("#call-me-back-form").isHidden()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens from the hero's Call me back link", async () => {
    const { page, context } = await visitor(1400);
    await page.goto(`${server.url}/specialised-finance`);
    await waitForHydration(page);
    await page.locator(".content-hero").getByRole("link", { name: "Call me back" }).click();
    await expect.poll(() => form(page).count()).toBe(1);
    expect(
      await page.locator("#call-me-back").getByRole("button", { name: "Call me back" }).getAttribute("aria-expanded"),
    ).toBe("true");
    await context.close();
  });

  it("links to the call-me-back page while JavaScript is off", async () => {
    const { page, context } = await visitor(375, { javaScript: false });
    await page.goto(`${server.url}/business`);
    const link = page.locator("#call-me-back").getByRole("link", { name: "Call me back" });
    expect(await link.getAttribute("href")).toBe("/call-me-back?product=business&from=%2Fbusiness");
    await link.click();
    await page.waitForURL(`${server.url}/call-me-back?product=business&from=%2Fbusiness`);
    expect(await form(page).count()).toBe(1);
    await context.close();
  });
});

describe("where a lead came from, and who receives it", () => {
  async function storedLead(firstName: string) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (
        await client.query<{ campaign: unknown; consent_text_version: string; vehicle_id: number | null }>(
          "SELECT campaign, consent_text_version, vehicle_id FROM leads WHERE first_name = $1",
          [firstName],
        )
      ).rows;
    } finally {
      await client.end();
    }
  }

  it("keeps the landing page's campaign for the visit and stores it with a lead sent from a later page", async () => {
    const { page, context, errors } = await visitor(1000);
    await page.goto(`${server.url}/?utm_source=newsletter&utm_campaign=spring`, {
      referer: "https://www.google.com/search?q=vehicle+finance",
    });
    await waitForHydration(page);
    // Kept once the page has hydrated (with the navigation refresh's deferred chunk).
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem("umoya.campaign")))
      .toBe(JSON.stringify({ source: "newsletter", name: "spring", referrerHost: "www.google.com" }));

    // A later page of the visit, even one with campaign parameters of its own, keeps the first page's campaign.
    await page.goto(`${server.url}/business?utm_source=othersource`);
    await waitForHydration(page);
    await page.locator("#call-me-back").getByRole("button", { name: "Call me back" }).click();
    const section = form(page);
    await section.getByLabel("First name").fill("Campaignvisitor");
    await section.getByLabel("Surname").fill("Zulu");
    await section.getByLabel("Cellphone number").fill("0825551234");
    await section.getByText("I agree that Umoya Finance may use these details").click();
    await section.getByRole("button", { name: "Send" }).click();
    await expect.poll(() => section.getByRole("status").textContent()).toContain("Your reference number is");
    expect(await storedLead("Campaignvisitor")).toEqual([
      {
        campaign: { source: "newsletter", name: "spring", referrerHost: "www.google.com" },
        consent_text_version: "2026-11-popia-3",
        vehicle_id: null,
      },
    ]);
    // The campaign stayed out of the address bar.
    expect(page.url()).toBe(`${server.url}/business?utm_source=othersource`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("names the car's dealer before consent on a car's page, and stores the car enquiry's consent version", async () => {
    const search = (await (await fetch(`${server.url}/api/vehicles?pageSize=1`)).json()) as {
      vehicles: { id: number; path: string; dealer: { name: string } }[];
    };
    const car = search.vehicles[0];
    if (!car) throw new Error("no listing to ask about");
    const { page, context, errors } = await visitor(1400);
    await page.goto(`${server.url}${car.path}#call-me-back`);
    await waitForHydration(page);
    await hydrateDeferredParts(page);
    const section = page.getByRole("region", { name: "Call me back about this car" });
    const receivers = section.getByText(`${car.dealer.name}, the dealer who lists this car`);
    await expect.poll(() => receivers.count()).toBe(1);
    // Said before the consent box, in the notice the visitor agrees to.
    const before = await page.evaluate((dealer) => {
      const boxes = [...document.querySelectorAll("#call-me-back input[name='consent']")];
      const said = [...document.querySelectorAll("#call-me-back dd")].find((dd) => dd.textContent?.includes(dealer));
      return Boolean(said && boxes[0] && said.compareDocumentPosition(boxes[0]) & Node.DOCUMENT_POSITION_FOLLOWING);
    }, car.dealer.name);
    expect(before).toBe(true);
    await waitForAnimations(section);
    await expectNoAxeViolationsInPage(page, "#call-me-back");
    await section.getByLabel("First name").fill("Carvisitor");
    await section.getByLabel("Surname").fill("Dlamini");
    await section.getByLabel("Cellphone number").fill("0825551234");
    await section.getByText("I agree that Umoya Finance may use these details").click();
    await section.getByRole("button", { name: "Send" }).click();
    await expect.poll(() => section.getByRole("status").textContent()).toContain("Your reference number is");
    expect(await storedLead("Carvisitor")).toEqual([
      { campaign: null, consent_text_version: "2026-11-popia-car-1", vehicle_id: car.id },
    ]);
    expect(errors).toEqual([]);
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
    // The server's answer is a new document: wait for its messages, not for a load state.
    await expect.poll(() => section.getByText("Input too short").count()).toBe(1);
    expect(await section.getByText("Please agree so that we may call you back.").count()).toBe(1);
    expect(await section.getByLabel("First name").inputValue()).toBe("Pieter");

    await section.getByLabel("Cellphone number").fill("0825551234");
    await section.getByText("I agree that Umoya Finance may use these details").click();
    await section.getByText("Send me news and offers").click();
    await section.getByRole("button", { name: "Send" }).click();
    await expect.poll(() => section.getByRole("status").textContent()).toMatch(/Your reference number is UF-/);
    expect(page.url()).toBe(`${server.url}/call-me-back`);
    expect(await section.getByRole("status").textContent()).toContain("A consultant will call you about motorcycle");
    expect(await leadsNamed("Pieter")).toEqual([
      { cellphone: "0825551234", product: "motorcycleFinance", marketing_opt_in: true, preferred_time: "anytime" },
    ]);
    await context.close();
  });

  it("asks to confirm a form from a prerendered page, which carries no token, and stores it only then", async () => {
    const { page, context } = await visitor(1000, { javaScript: false });
    // Content pages link to this page without JavaScript; its plain address is kept in the render cache.
    await page.goto(`${server.url}/call-me-back`);
    const section = form(page);
    await section.getByLabel("First name").fill("Naledi");
    await section.getByLabel("Surname").fill("Khumalo");
    await section.getByLabel("Cellphone number").fill("0615551234");
    await section.getByText("I agree that Umoya Finance may use these details").click();
    await section.getByRole("button", { name: "Send" }).click();
    await page.waitForURL(`${server.url}/call-me-back`);
    await expect.poll(() => form(page).getByRole("status").textContent()).toContain("press Send to confirm");
    expect(await leadsNamed("Naledi")).toEqual([]);
    expect(await form(page).getByLabel("Cellphone number").inputValue()).toBe("0615551234");
    await form(page).getByRole("button", { name: "Send" }).click();
    await expect.poll(() => form(page).getByRole("status").textContent()).toMatch(/Your reference number is UF-/);
    expect(await leadsNamed("Naledi")).toHaveLength(1);
    await context.close();
  });
});
