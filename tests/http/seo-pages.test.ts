import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isLegalPageKey, pageTemplate, sitePages, type SitePage } from "~/content/site-pages";
import { fetchRaw, startServer, type RunningServer } from "../support/server";

// What a search engine (and a visitor without JavaScript) gets in each page's HTML: the copy, the FAQ with
// its structured data, the calculators with their figures, the call-me-back slot, and images that reserve
// their space with only the hero loading eagerly.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

// The legal pages have neither an FAQ nor a call-me-back form; tests/http/legal-pages.test.ts checks them.
// The blog's index is a list of posts (tests/http/blog-index.test.ts).
const contentPages = Object.entries<SitePage>(sitePages)
  .filter(([key, page]) => page.path !== "testing" && key !== "blog" && !isLegalPageKey(key))
  .map(([, page]) => page);

async function documentOf(path: string) {
  const response = await fetchRaw(`${server.url}${path}`);
  expect(response.status).toBe(200);
  return new JSDOM(await response.text()).window.document;
}

const words = (text: string) => text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;

describe.each(contentPages.map((page) => [`/${page.path}`, page] as const))("%s", (path, page) => {
  it("shows at least 300 words of main copy, an FAQ with matching FAQPage data, and the call-back card", async () => {
    const document = await documentOf(path);
    const main = document.querySelector("main article.content-page");
    expect(main).not.toBeNull();
    expect(words(main?.textContent ?? "")).toBeGreaterThanOrEqual(300);

    const questions = [...document.querySelectorAll("main [data-faq] .accordion__title")].map(
      (title) => title.textContent,
    );
    expect(questions.length).toBeGreaterThan(0);
    const faq = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .flatMap((script) => [JSON.parse(script.textContent ?? "null") as unknown].flat())
      .find((item) => (item as { "@type"?: string })["@type"] === "FAQPage") as
      { mainEntity: { name: string }[] } | undefined;
    expect(faq?.mainEntity.map((entry) => entry.name)).toEqual(questions);

    // Without JavaScript, the card's "Call me back" is a link to the call-me-back page about this page's product.
    expect(document.querySelectorAll("#call-me-back")).toHaveLength(1);
    const callMeBack = [...document.querySelectorAll("#call-me-back a")].find(
      (link) => link.textContent === "Call me back",
    );
    expect(callMeBack?.getAttribute("href")).toMatch(/^\/call-me-back\?product=\w+&from=/);
    expect(document.querySelector("#call-me-back form")).toBeNull();
  });

  it("sizes every image, loads only the hero eagerly and everything else lazily", async () => {
    const document = await documentOf(path);
    const images = [...document.querySelectorAll("main img")];
    for (const image of images) {
      expect(Number(image.getAttribute("width"))).toBeGreaterThan(0);
      expect(Number(image.getAttribute("height"))).toBeGreaterThan(0);
    }
    const eager = images.filter((image) => image.getAttribute("loading") !== "lazy");
    // A tool page opens on its calculator, and a page whose own part follows the hero (the find-a-car
    // search) has a hero of text alone: neither has a picture.
    if (pageTemplate(page) === "tool" || document.querySelector('.content-hero[data-layout="compact"]')) {
      expect(eager).toHaveLength(0);
      return;
    }
    expect(eager).toHaveLength(1);
    expect(eager[0]?.closest(".content-hero")).not.toBeNull();
    expect(eager[0]?.getAttribute("src")).toMatch(/^\/assets\/[\w-]+\.svg$/);
  });
});

describe("calculators in the first HTML", () => {
  it.each([
    ["/balloon-payments", "vehicle-instalment"],
    ["/motorcycle-finance", "vehicle-instalment"],
    ["/leisure-asset-finance", "vehicle-instalment"],
    ["/solar-finance", "vehicle-instalment"],
    ["/private-finance", "vehicle-instalment"],
    ["/buying-a-car", "affordability"],
    ["/cashpower-personal-loans", "personal-loan"],
    ["/budgeting-tool", "budget"],
  ])("%s shows the %s calculator with its figures", async (path, kind) => {
    const document = await documentOf(path);
    const calculator = document.querySelector(`[data-calculator="${kind}"]`);
    expect(calculator?.getAttribute("data-state")).toBe("valid");
    expect(calculator?.querySelectorAll("[data-figure]").length).toBeGreaterThan(0);
  });

  it("prints the §9 representative example on the personal loan page", async () => {
    const document = await documentOf("/cashpower-personal-loans");
    // The spec's example with credit life held to the regulations' cap from month 29 (personal-loan.ts).
    expect(document.querySelector('[data-figure="representative-total"]')?.textContent).toBe("R 133 770.49");
  });

  it("fills a calculator from the URL query, so a reload keeps the visitor's figures", async () => {
    const document = await documentOf(
      "/balloon-payments?vehicle-price=100000&vehicle-deposit=0&vehicle-rate=12&vehicle-term=12&vehicle-balloon=0&vehicle-fee=upfront",
    );
    // R8 884.88 repays R100 000 at 12% over a year; the R69.00 monthly service fee is added.
    expect(
      document.querySelector('[data-calculator="vehicle-instalment"] [data-figure="monthly-instalment"]')?.textContent,
    ).toBe("R 8 953.88");
  });

  it("starts the balloon page's calculator on the car its copy works through: R 400 000 with a 30% balloon", async () => {
    const document = await documentOf("/balloon-payments");
    expect(document.querySelector("main")?.textContent).toContain(
      "on a car costing R 400 000 with a balloon of 30%, R 120 000",
    );
    const calculator = document.querySelector('[data-calculator="vehicle-instalment"]');
    expect(calculator?.querySelector<HTMLInputElement>('input[name="vehicle-price"]')?.value).toBe("400 000");
    expect(calculator?.querySelector<HTMLInputElement>('input[name="vehicle-balloon"]')?.value).toBe("30");
    expect(calculator?.querySelector('[data-figure="balloon-amount"]')?.textContent).toBe("R 120 000.00");
    const home = await documentOf("/");
    expect(home.querySelector<HTMLInputElement>('input[name="vehicle-balloon"]')?.value).toBe("0");
  });

  it("shows the field message and no figure for an impossible query", async () => {
    const document = await documentOf("/balloon-payments?vehicle-price=100000&vehicle-deposit=150000");
    const calculator = document.querySelector('[data-calculator="vehicle-instalment"]');
    expect(calculator?.getAttribute("data-state")).toBe("invalid");
    expect(calculator?.textContent).toContain("Deposit cannot be more than purchase price");
    expect(calculator?.querySelectorAll("[data-figure]")).toHaveLength(0);
  });

  it("shows all four calculators on the tools page", async () => {
    const document = await documentOf("/useful-tools");
    expect(
      [...document.querySelectorAll("[data-calculator]")].map((element) => element.getAttribute("data-calculator")),
    ).toEqual(["vehicle-instalment", "affordability", "personal-loan", "budget"]);
  });
});
