import { describe, expect, it } from "vitest";
import { blogIndexPath, blogPageCount, requestedBlogPage } from "./blog-paging";

describe("blog index paging", () => {
  it.each([
    ["", 1],
    ["page=1", 1],
    ["page=2", 2],
    ["page=120", 120],
  ])("reads ?%s as page %d", (query, page) => {
    expect(requestedBlogPage(new URLSearchParams(query))).toBe(page);
  });

  it.each(["page=0", "page=02", "page=-1", "page=two", "page=", "page=1.5", "page=1&page=2", "page=9999999"])(
    "refuses ?%s",
    (query) => {
      expect(requestedBlogPage(new URLSearchParams(query))).toBeUndefined();
    },
  );

  it("counts pages of posts, one at least", () => {
    expect(blogPageCount(0, 9)).toBe(1);
    expect(blogPageCount(9, 9)).toBe(1);
    expect(blogPageCount(10, 9)).toBe(2);
  });

  it("gives the first page the bare address", () => {
    expect(blogIndexPath(1)).toBe("/blog");
    expect(blogIndexPath(3)).toBe("/blog?page=3");
  });
});
