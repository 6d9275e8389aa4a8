import { describe, expect, it } from "vitest";
import { pageSearchTags } from "./page-search-tags";
import { isPageKey, sitePages, staticPagePaths, type PageKey, type SitePage, keepsScrollPosition } from "./site-pages";

const pages = Object.entries(sitePages) as [PageKey, SitePage][];

describe("the page register", () => {
  it("gives every page its own path and title", () => {
    expect(new Set(pages.map(([, page]) => page.path)).size).toBe(pages.length);
    expect(new Set(pages.map(([, page]) => page.title)).size).toBe(pages.length);
  });

  it.each(pages)("%s has a meta description of 70 to 160 characters and search tags", (key, page) => {
    expect(page.description.length).toBeGreaterThanOrEqual(70);
    expect(page.description.length).toBeLessThanOrEqual(160);
    expect(pageSearchTags[key].length).toBeGreaterThan(0);
    expect(page.path).not.toMatch(/^\/|\/$|[A-Z]/);
  });

  it("names only registered pages as parents", () => {
    for (const [, page] of pages) if (page.parent !== undefined) expect(isPageKey(page.parent)).toBe(true);
  });

  it("lists as query-free only the static pages; home and the calculators read the query", () => {
    expect(staticPagePaths()).toContain("/business");
    expect(staticPagePaths()).not.toContain("/");
    expect(staticPagePaths()).not.toContain("/balloon-payments");
  });
});

describe("keepsScrollPosition (§2.1)", () => {
  it.each([
    ["/graduate-finance", "/graduate-finance-guide", true],
    ["/graduate-finance-guide", "/graduate-finance", true],
    ["/graduate-finance/", "/graduate-finance-guide/", true],
    ["/graduate-finance", "/graduate-finance", true],
    ["/graduate-finance", "/business", false],
    ["/business", "/graduate-finance", false],
    ["/business", "/fleet-solutions", false],
    ["/", "/graduate-finance-guide", false],
  ])("from %s to %s: %s", (from, to, keeps) => {
    expect(keepsScrollPosition(from, to)).toBe(keeps);
  });
});
