import { describe, expect, it } from "vitest";
import { searchIndex } from "./search-index";
import { sitePages, type SitePage } from "./site-pages";

describe("the search index (§3, §7)", () => {
  const indexable = Object.values<SitePage>(sitePages).filter((page) => page.indexable !== false);

  it("has one entry per indexable page of the register, built from it", () => {
    expect(searchIndex).toHaveLength(indexable.length);
    for (const page of indexable) {
      expect(searchIndex).toContainEqual({
        pageName: page.title,
        href: `/${page.path}`,
        openNewWindow: false,
        tags: page.tags,
      });
    }
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
