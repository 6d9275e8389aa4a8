import { describe, expect, it } from "vitest";
import { rankPages, searchPages } from "~/lib/search/rank";
import { pageSearchTags } from "./page-search-tags";
import { searchIndex, searchTagsOf } from "./search-index";
import { searchWords } from "./search-words";
import { isPageKey, sitePages, type PageKey, type SitePage } from "./site-pages";

describe("the search index (§3, §7)", () => {
  const indexable = Object.values<SitePage>(sitePages).filter((page) => page.indexable !== false);

  it("has one entry per indexable page of the register, built from it", () => {
    expect(searchIndex).toHaveLength(indexable.length);
    for (const [key, page] of Object.entries(sitePages) as [PageKey, SitePage][]) {
      if (page.indexable === false) continue;
      expect(searchIndex).toContainEqual({
        pageName: page.title,
        href: `/${page.path}`,
        openNewWindow: false,
        tags: searchTagsOf(key),
        description: page.description,
      });
    }
  });

  it("tags each page with its own tags and then the words visitors use, each once", () => {
    for (const key of Object.keys(searchWords)) expect(isPageKey(key), key).toBe(true);
    expect(searchTagsOf("insurance").slice(0, pageSearchTags.insurance.length)).toEqual(pageSearchTags.insurance);
    expect(searchTagsOf("privateFinance")).toEqual(expect.arrayContaining(["apply", "car loan", "bakkie"]));
    for (const entry of searchIndex) expect(new Set(entry.tags).size).toBe(entry.tags.length);
  });

  it("leaves out pages marked not indexable", () => {
    const hidden = Object.values<SitePage>(sitePages).filter((page) => page.indexable === false);
    for (const page of hidden) expect(searchIndex.map((entry) => entry.href)).not.toContain(`/${page.path}`);
  });

  it("gives every entry a name and at least one tag to match", () => {
    for (const entry of searchIndex) {
      expect(entry.pageName.trim()).not.toBe("");
      expect(entry.tags.length).toBeGreaterThan(0);
    }
  });
});

describe("what visitors type finds the page they want (§7 scoring over the register's tags)", () => {
  // [what a visitor types, the page that should come first]
  const queries: readonly (readonly [string, string])[] = [
    ["apply", "/private-finance"],
    ["car loan", "/private-finance"],
    ["Car Loan", "/private-finance"],
    ["bakkie", "/private-finance"],
    ["repayment", "/useful-tools"],
    ["instalment", "/useful-tools"],
    ["settlement", "/why-umoya/switch-to-umoya"],
    ["insurance", "/insurance"],
    ["credit life", "/insurance"],
    ["deposit", "/vehicle-finance-guide"],
    ["balloon", "/balloon-payments"],
    ["lease", "/lease-agreements"],
    ["business", "/business"],
    ["trade-in", "/guaranteed-future-value"],
    ["personal loan", "/cashpower-personal-loans"],
    ["motorbike", "/motorcycle-finance"],
    ["solar", "/solar-finance"],
    ["afford", "/budgeting-tool"],
    ["licence disc", "/licences"],
    ["missed payment", "/arrears-payments"],
    ["caravan", "/leisure-asset-finance"],
    ["halal", "/islamic-finance"],
    ["fleet", "/fleet-solutions"],
    ["popia", "/legal/privacy-notice"],
    ["complain", "/legal/complaints"],
    ["call back", "/why-umoya"],
  ];

  it.each(queries)("%s → %s", (query, expected) => {
    const results = searchPages(query, searchIndex);
    expect(results[0]?.pageUrl).toBe(expected);
  });

  it("shows each result's description under its name", () => {
    const [first] = searchPages("balloon", searchIndex);
    expect(first?.description).toBe(sitePages.balloonPayments.description);
  });

  it("keeps the §7 rule: a page whose name holds the whole query outranks any number of tag matches", () => {
    const ranked = rankPages("insurance", searchIndex);
    const insurance = ranked.find((result) => result.entry.href === "/insurance");
    const tagMatches = searchTagsOf("insurance").filter((tag) => tag.includes("insurance")).length;
    expect(insurance?.score).toBe(10 + tagMatches);
  });
});
