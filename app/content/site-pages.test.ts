import { describe, expect, it } from "vitest";
import { pageSearchTags } from "./page-search-tags";
import { isPageKey, sitePages, staticPagePaths, type PageKey, type SitePage } from "./site-pages";

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
