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
import { expectNoAxeViolationsInPage, placeholderContrastFailures } from "../support/browser-axe";
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

/** What has keyboard focus: an id, the result count, or the element's name, "body" when focus was lost. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return "body";
    if (active.id) return `#${active.id}`;
    if (active.getAttribute("data-testid")) return `[data-testid=${active.getAttribute("data-testid")}]`;
    return `${active.localName} ${active.textContent?.trim().slice(0, 40)}`;
  });

/**
 * Takes the site's own placeholder colour out of the page's style sheets (through the CSS object model, which
 * the page's Content-Security-Policy allows), leaving the browser's default; returns how many rules it took.
 */
const dropPlaceholderColour = (page: Page) =>
  page.evaluate(() => {
    let dropped = 0;
    for (const sheet of document.styleSheets)
      for (let index = sheet.cssRules.length - 1; index >= 0; index -= 1) {
        const rule = sheet.cssRules[index];
        if (rule instanceof CSSStyleRule && rule.selectorText === "::placeholder") {
          sheet.deleteRule(index);
          dropped += 1;
        }
      }
    return dropped;
  });

/** The find-a-car page at an address, with its search form and results hydrated. */
async function openSearch(width: number, query = "") {
  const opened = await visitor(width);
  await opened.page.goto(`${server.url}/find-a-car${query}`);
  await waitForHydration(opened.page);
  await waitForPartHydration(opened.page.getByRole("form", { name: "Search cars for sale" }));
  await waitForPartHydration(opened.page.locator(".vehicle-results"));
  return opened;
}

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
      expect(await page.locator('.vehicle-page__header [data-figure="price"]').textContent()).toBe(price);
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
    // The results' code loaded, as for a visitor who reads them before following a link in them.
    await waitForPartHydration(page.locator(".vehicle-results"));
    const widen = page.locator(".vehicle-results__empty").getByRole("link", { name: /^Remove BMW/ });
    await widen.click();
    await expect.poll(() => new URL(page.url()).searchParams.get("make")).toBe(null);
    await expect.poll(() => resultCount(page)).toMatch(/cars? found/);
    // The link went with the empty result: focus goes to the count, not to the page's body.
    await expect.poll(() => focused(page)).toBe("[data-testid=result-count]");
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

  it.each([1400, 375])(
    "at %i px: keeps keyboard focus through every change of the search, and names the search in the title",
    async (width) => {
      const { page, context, errors } = await openSearch(width);
      const count = page.getByTestId("result-count");
      const everything = await count.textContent();
      const make = page.getByLabel("Make", { exact: true });
      const firstMake = await make.locator("option").nth(1).getAttribute("value");
      const secondMake = await make.locator("option").nth(2).getAttribute("value");

      // A select changed with the arrow keys searches at once; focus stays on it, so the next arrow press
      // goes on through the list instead of being lost.
      await make.focus();
      await page.keyboard.press("ArrowDown");
      await expect.poll(() => new URL(page.url()).searchParams.get("make")).toBe(firstMake);
      await expect.poll(() => count.textContent()).not.toBe(everything);
      expect(await focused(page)).toBe("#find-a-car-make");
      await expect
        .poll(() => page.title())
        .toMatch(new RegExp(`^${firstMake} cars, page 1 of \\d+ \\| Find a car \\|`));
      await page.keyboard.press("ArrowDown");
      await expect.poll(() => new URL(page.url()).searchParams.get("make")).toBe(secondMake);
      await expect.poll(() => page.title()).toMatch(new RegExp(`^${secondMake} cars, `));
      expect(await focused(page)).toBe("#find-a-car-make");
      expect(await make.inputValue()).toBe(secondMake);

      // Typed words and Enter: focus stays in the box.
      await make.selectOption("Toyota");
      await expect.poll(() => new URL(page.url()).searchParams.get("make")).toBe("Toyota");
      const words = page.getByLabel("Make, model or variant");
      await words.fill("Hilux");
      await words.press("Enter");
      await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("Hilux");
      await expect.poll(() => page.title()).toMatch(/^Toyota cars matching “Hilux”, page 1 of \d+ \| Find a car \|/);
      expect(await focused(page)).toBe("#find-a-car-q");
      expect(await words.inputValue()).toBe("Hilux");

      // "Clear all filters" from the keyboard: the fields show the cleared search, focus is on the count.
      await page.getByRole("link", { name: "Clear all filters" }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => new URL(page.url()).search).toBe("");
      await expect.poll(() => focused(page)).toBe("[data-testid=result-count]");
      expect(await count.textContent()).toBe(everything);
      expect(await make.inputValue()).toBe("");
      expect(await words.inputValue()).toBe("");
      expect(await page.title()).toMatch(/^Cars, page 1 of \d+ \| Find a car \|/);

      // "Next page": focus on the count, which now names the second page, in view.
      await page.getByRole("link", { name: "Next page" }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get("page")).toBe("2");
      await expect.poll(() => focused(page)).toBe("[data-testid=result-count]");
      expect(await count.textContent()).toMatch(/, page 2 of \d+$/);
      expect(await page.title()).toMatch(/^Cars, page 2 of \d+ \| Find a car \|/);
      expect(
        await count.evaluate((element) => {
          const { top, bottom } = element.getBoundingClientRect();
          return top >= 0 && bottom <= window.innerHeight;
        }),
      ).toBe(true);
      await expectNoAxeViolationsInPage(page);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it("offers choices with no cars for the rest of the search as unavailable, and says why", async () => {
    const { page, context } = await openSearch(1000, "?make=Toyota&bodyType=bakkie");
    const bodyType = page.getByLabel("Body type");
    const coupe = bodyType.locator('option[value="coupe"]');
    expect(await coupe.textContent()).toBe("Coupé (0)");
    expect(await coupe.isDisabled()).toBe(true);
    // Choices with cars, and the one chosen, can be chosen.
    expect(await bodyType.locator('option[value="bakkie"]').isDisabled()).toBe(false);
    expect(await bodyType.locator('option[value="suv"]').isDisabled()).toBe(false);
    const hint = page.locator(`[id="${await bodyType.getAttribute("aria-describedby")}"]`);
    expect(await hint.textContent()).toMatch(/cannot be chosen/);
    await expectNoAxeViolationsInPage(page);

    // A search that found nothing keeps what was asked for choosable, so the visitor can see and change it.
    await page.goto(`${server.url}/find-a-car?make=BMW&bodyType=bakkie`);
    await waitForHydration(page);
    const bakkie = page.getByLabel("Body type").locator('option[value="bakkie"]');
    expect(await bakkie.textContent()).toBe("Bakkie (0)");
    expect(await bakkie.isDisabled()).toBe(false);
    await context.close();
  });

  it("checks the contrast of placeholder text, which axe leaves out, and finds the site's placeholders clear", async () => {
    const { page, context } = await openSearch(375);
    const words = page.getByLabel("Make, model or variant");
    expect(await words.getAttribute("placeholder")).toBeTruthy();
    expect(await placeholderContrastFailures(page)).toEqual([]);
    // Without the site's placeholder colour, the browser's own grey (which the site had before): under 4.5:1.
    expect(await dropPlaceholderColour(page)).toBeGreaterThan(0);
    expect(await placeholderContrastFailures(page)).toEqual([expect.stringMatching(/^#find-a-car-q: 4\.\d\d:1$/)]);
    // Once typed in, the placeholder is gone and nothing is measured.
    await words.fill("Polo");
    expect(await placeholderContrastFailures(page)).toEqual([]);

    // The not-found page's search box.
    await page.goto(`${server.url}/no-such-page-here`);
    await waitForHydration(page);
    expect(await page.locator("#not-found-search").getAttribute("placeholder")).toBeTruthy();
    expect(await placeholderContrastFailures(page)).toEqual([]);
    expect(await dropPlaceholderColour(page)).toBeGreaterThan(0);
    expect(await placeholderContrastFailures(page)).toEqual([expect.stringMatching(/^#not-found-search: 4\.\d\d:1$/)]);
    await context.close();
  });
});
