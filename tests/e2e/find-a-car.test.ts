import type { Browser, Page } from "playwright-core";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  hydrateDeferredParts,
  launchBrowser,
  openContext,
  openPage,
  waitForHydration,
  waitForPartHydration,
} from "../support/browser";
import { expectNoAxeViolationsInPage } from "../support/browser-axe";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { fetchRaw, startServer, type RunningServer } from "../support/server";

const ADMIN_TOKEN = "find-a-car-admin-token-0123456";

let database: TestDatabase;
let server: RunningServer;
let browser: Browser;
let clientNumber = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  [server, browser] = await Promise.all([
    startServer({ DATABASE_URL: database.url, TRUST_PROXY: "true", ADMIN_TOKEN }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.destroy();
});

async function leadsFor(vehicleId: number): Promise<{ first_name: string; product: string; source_path: string }[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query("SELECT first_name, product, source_path FROM leads WHERE vehicle_id = $1", [vehicleId]))
      .rows;
  } finally {
    await client.end();
  }
}

/** A visitor of its own (own address for the lead rate limit) at a screen width. */
async function visitor(width: number) {
  const opened = await openPage(browser, width);
  await opened.context.setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.100.${(clientNumber += 1)}` });
  return opened;
}

const resultCount = (page: Page) => page.getByTestId("result-count").textContent();
const cardTitles = (page: Page) => page.locator(".vehicle-card__title").allTextContents();

describe("find a car", () => {
  it.each([1400, 375])(
    "at %i px: filters without a reload, opens a car, finances it and asks for a call-back about it",
    async (width) => {
      const { page, context, errors } = await visitor(width);
      await page.goto(`${server.url}/find-a-car`);
      await waitForHydration(page);
      // The form and results are deferred parts: their code loads once they are in view.
      await waitForPartHydration(page.getByRole("form", { name: "Search cars for sale" }));
      await waitForPartHydration(page.locator(".vehicle-results"));
      await expectNoAxeViolationsInPage(page);
      const everything = await resultCount(page);
      expect(everything).toMatch(/^\d+ cars found/);
      // Set on this document: a full reload would lose it.
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

      await page.getByLabel("Make", { exact: true }).selectOption("Toyota");
      await expect.poll(() => new URL(page.url()).searchParams.get("make")).toBe("Toyota");
      await expect.poll(() => resultCount(page)).not.toBe(everything);
      await page.getByLabel("Body type").selectOption("bakkie");
      await expect.poll(() => new URL(page.url()).searchParams.get("bodyType")).toBe("bakkie");
      await expect
        .poll(async () => (await cardTitles(page)).every((title) => title.includes("Toyota Hilux")))
        .toBe(true);
      expect((await cardTitles(page)).length).toBeGreaterThan(0);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      // The address is the search: opened afresh it shows the same results.
      const shared = await context.newPage();
      await shared.goto(page.url());
      expect(await resultCount(shared)).toBe(await resultCount(page));
      await shared.close();

      const card = page.locator(".vehicle-card").first();
      const instalment = (await card.locator('[data-figure="instalment"] strong').textContent()) ?? "";
      const price = (await card.locator('[data-figure="price"]').textContent()) ?? "";
      await card.getByRole("link").click();
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/find-a-car\/\d+-\d{4}-toyota-hilux/);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toMatch(/Toyota Hilux$/);
      expect(await page.locator('.vehicle-page [data-figure="price"]').textContent()).toBe(price);
      const vehicleId = Number(/\/find-a-car\/(\d+)-/.exec(new URL(page.url()).pathname)?.[1]);
      await expectNoAxeViolationsInPage(page);

      await page.getByRole("link", { name: "Finance this car" }).click();
      await expect
        .poll(() => new URL(page.url()).searchParams.get("vehicle-price"))
        .toBe(price.replace(/\D/g, "").slice(0, -2));
      const calculator = page.locator('[data-calculator="vehicle-instalment"]');
      await calculator.waitFor();
      await hydrateDeferredParts(page);
      expect((await calculator.getByLabel("Purchase price", { exact: true }).inputValue()).replace(/\D/g, "")).toBe(
        price.replace(/\D/g, "").slice(0, -2),
      );
      // The card's "from" figure and the calculator's instalment come from the same function and assumptions.
      await expect.poll(() => calculator.locator('[data-figure="monthly-instalment"]').textContent()).toBe(instalment);

      const form = page.getByRole("region", { name: "Call me back about this car" });
      const firstName = width > 1000 ? "Lindiwe" : "Nomsa";
      await form.getByLabel("First name").fill(firstName);
      await form.getByLabel("Surname").fill("Dlamini");
      await form.getByLabel("Cellphone number").fill("0825551234");
      await form.getByText("I agree that Umoya Finance may use these details").click();
      await form.getByRole("button", { name: "Send" }).click();
      await expect.poll(() => form.getByRole("status").textContent()).toContain("A consultant will call you about the");
      await expect
        .poll(async () => (await leadsFor(vehicleId)).filter((lead) => lead.first_name === firstName))
        .toEqual([expect.objectContaining({ product: "findACar", source_path: new URL(page.url()).pathname })]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it("brings the results into view after the Search button on a phone, where they sit under the filters", async () => {
    const { page, context } = await visitor(375);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${server.url}/find-a-car`);
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Search cars for sale" });
    await waitForPartHydration(form);
    await waitForPartHydration(page.locator(".vehicle-results"));
    await form.getByText("More filters", { exact: true }).click();
    const count = page.getByTestId("result-count");
    const everything = await count.textContent();
    await form.getByLabel("Make, model or variant").fill("Hilux");
    const search = form.getByRole("button", { name: "Search" });
    // The button at the foot of the screen, as after filling in the filters above it: the results start below.
    await search.evaluate((element) => element.scrollIntoView({ block: "end" }));
    expect(await count.evaluate((element) => element.getBoundingClientRect().top > window.innerHeight)).toBe(true);
    await search.click();
    await expect.poll(() => count.textContent()).not.toBe(everything);
    // The count's box is on the screen, under the sticky header, once the scroll has settled.
    await expect
      .poll(() =>
        count.evaluate((element) => {
          const { top, bottom } = element.getBoundingClientRect();
          return top >= 0 && bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    await context.close();
  });

  it("searches without JavaScript: the form is a GET form with a shareable address", async () => {
    const context = await openContext(browser, { width: 375, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/find-a-car`);
    // The less used filters are folded under "More filters", a native disclosure that opens without JavaScript.
    await expect.poll(() => page.getByLabel("Province").isVisible()).toBe(false);
    await page.getByText("More filters", { exact: true }).click();
    await page.getByLabel("Province").selectOption("western-cape");
    await page.getByLabel("Sort by").selectOption("price");
    await page.getByRole("form", { name: "Search cars for sale" }).getByRole("button", { name: "Search" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("province")).toBe("western-cape");
    expect(new URL(page.url()).searchParams.get("sort")).toBe("price");
    const places = await page.locator(".vehicle-card__place").allTextContents();
    expect(places.length).toBeGreaterThan(0);
    for (const place of places) expect(place).toMatch(/Western Cape$/);
    await page.getByRole("link", { name: "Next page" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("page")).toBe("2");
    await context.close();
  });

  it("suggests a wider search when nothing matches, and a sold car's page says so and offers similar cars", async () => {
    const { page, context } = await visitor(1000);
    await page.goto(`${server.url}/find-a-car?make=BMW&bodyType=bakkie`);
    await waitForHydration(page);
    expect(await resultCount(page)).toBe("No cars match your search.");
    const widen = page.locator(".vehicle-results__empty").getByRole("link", { name: /^Remove BMW/ });
    await widen.click();
    await expect.poll(() => new URL(page.url()).searchParams.get("make")).toBe(null);
    await expect.poll(() => resultCount(page)).toMatch(/cars? found/);
    await expectNoAxeViolationsInPage(page);

    const listed = (await (await fetchRaw(`${server.url}/api/vehicles?bodyType=sedan&pageSize=1`)).json()) as {
      vehicles: { id: number; path: string }[];
    };
    const car = listed.vehicles[0];
    if (!car) throw new Error("no sedan listed");
    const current = (await (await fetchRaw(`${server.url}/api/vehicles/${car.id}`)).json()) as Record<string, unknown>;
    const {
      dealer,
      id: _id,
      path: _path,
      listedAt: _l,
      updatedAt: _u,
      ...rest
    } = current as {
      dealer: { name: string; code: string };
      [key: string]: unknown;
    };
    const sold = await fetchRaw(`${server.url}/api/vehicles/${car.id}`, {
      method: "PUT",
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, "Content-Type": "application/json" },
      body: JSON.stringify({ ...rest, dealer: dealer.name, dealerCode: dealer.code, status: "sold" }),
    });
    expect(sold.status).toBe(200);
    await page.goto(`${server.url}${car.path}`);
    await waitForHydration(page);
    expect(await page.locator(".vehicle-page__status").textContent()).toBe(
      "This car has been sold and is no longer available.",
    );
    expect(await page.getByRole("link", { name: "Finance this car" }).count()).toBe(0);
    expect(await page.getByRole("heading", { name: "Similar cars for sale" }).count()).toBe(1);
    expect(await page.locator(".vehicle-card").count()).toBeGreaterThan(0);
    await expectNoAxeViolationsInPage(page);
    await context.close();
  });
});
