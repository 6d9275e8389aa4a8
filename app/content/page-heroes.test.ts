import { describe, expect, it } from "vitest";
import { imageNames, images, type ImageName } from "./images";
import type { PageContent } from "./page-content";
import { pageTemplate, sitePages, type PageKey, type SitePage } from "./site-pages";

// Every page's copy module, found by file name, so a new page cannot skip these checks.
// Test files left out: importing them would register their tests a second time, in this file.
const modules = import.meta.glob<{ content?: PageContent }>(["./pages/**/*.ts", "!./pages/**/*.test.ts"], {
  eager: true,
});
const contents = Object.values(modules).flatMap((module) => (module.content ? [module.content] : []));

/** The register's name for a page's picture (entries are the very objects the register holds). */
const heroName = (content: PageContent): ImageName | undefined =>
  imageNames.find((name) => images[name] === content.hero.image);

const contentOf = (key: PageKey) => contents.find((content) => content.page === key);

describe("page heroes", () => {
  it("gives every page but the legal ones a registered picture, and the legal ones none", () => {
    expect(contents.length).toBeGreaterThan(30);
    for (const content of contents) {
      const legal = pageTemplate(sitePages[content.page]) === "legal";
      expect(content.hero.image === undefined, content.page).toBe(legal);
      if (!legal) expect(heroName(content), content.page).toBeDefined();
    }
  });

  it("uses every hero drawing on at least one page", () => {
    const used = new Set(contents.map(heroName));
    expect(imageNames.filter((name) => name.startsWith("hero-") && !used.has(name))).toEqual([]);
  });

  it("gives every public page a picture drawn for it, shared with no other page or post", () => {
    const shown = contents.filter((content) => (sitePages[content.page] as SitePage).indexable !== false);
    const heroes = shown.flatMap((content) => heroName(content) ?? []);
    expect(heroes.filter((name, index) => heroes.indexOf(name) !== index)).toEqual([]);
    expect(heroes.filter((name) => !name.startsWith("hero-"))).toEqual([]);
  });

  it.each([
    ["home", "hero-home"],
    ["balloonPayments", "hero-balloon"],
    ["solarFinance", "hero-solar"],
    ["fleetSolutions", "hero-fleet"],
    ["licences", "hero-licence"],
    ["privateFinance", "hero-private-finance"],
    ["findACar", "hero-find-a-car"],
    ["usedCarBuyingTips", "hero-used-car-check"],
    ["fines", "hero-fines"],
    ["personalisedPlates", "hero-plates"],
    ["arrearsPayments", "hero-arrears"],
    ["why", "hero-why"],
    ["switchTo", "hero-switch"],
    ["leaseAgreements", "hero-lease"],
    ["smallBusinessGuide", "hero-small-business-guide"],
    ["graduateFinanceGuide", "hero-graduate-guide"],
    ["buyingACar", "hero-buying-steps"],
    ["islamicFinanceBusiness", "hero-islamic-business"],
    ["guaranteedFutureValue", "hero-future-value"],
    ["usefulTools", "hero-tools"],
    ["budgetingTool", "hero-budget-tool"],
  ] as const)("shows the %s page its own picture, %s", (key, name) => {
    const content = contentOf(key);
    expect(content).toBeDefined();
    expect(content && heroName(content)).toBe(name);
  });
});
