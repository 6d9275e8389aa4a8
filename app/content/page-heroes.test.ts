import { describe, expect, it } from "vitest";
import { imageNames, isImageName } from "./images";
import { pageHeroes } from "./page-heroes";
import { pageKeys, pageTemplate, sitePages, type SitePage } from "./site-pages";

describe("page heroes", () => {
  it("gives every page, test pages included, a registered hero picture", () => {
    expect(Object.keys(pageHeroes).sort()).toEqual([...pageKeys].sort());
    for (const key of pageKeys) expect(isImageName(pageHeroes[key]), key).toBe(true);
  });

  it("uses every hero drawing on at least one page", () => {
    const used = new Set(Object.values(pageHeroes));
    expect(imageNames.filter((name) => name.startsWith("hero-") && !used.has(name))).toEqual([]);
  });

  it("gives every public page that shows a hero a picture drawn for it, shared with no other page or post", () => {
    // The legal pages and the blog's index show no hero (tool pages and find-a-car show theirs on wide
    // screens); test pages may borrow one.
    const shown = pageKeys.filter(
      (key) =>
        (sitePages[key] as SitePage).indexable !== false && pageTemplate(sitePages[key]) !== "legal" && key !== "blog",
    );
    const heroes = shown.map((key) => pageHeroes[key]);
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
    expect(pageHeroes[key]).toBe(name);
  });
});
