import { describe, expect, it } from "vitest";
import { canonicalPath } from "./canonical-path";

describe("canonicalPath", () => {
  it.each(["/", "/business", "/business/", "/find-a-car/5-2017-hyundai-grand-i10", "/blog.data", "/sitemap.xml"])(
    "takes %s as it is",
    (path) => expect(canonicalPath(path)).toEqual({ kind: "canonical", path }),
  );

  it.each([
    ["//business", "/business"],
    ["/business//", "/business/"],
    ["//", "/"],
    ["/busi%6Eess", "/business"],
    ["/find-a-car//5", "/find-a-car/5"],
  ])("sends %s to %s", (raw, path) => expect(canonicalPath(raw)).toEqual({ kind: "redirect", path }));

  it.each([
    "/business%00",
    "/business%20",
    "/%0a",
    "/business%0d%0a",
    "/%E0%A4%A",
    "/a%2Fb",
    "/%2e%2e/etc",
    "/caf%C3%A9",
    "/business%E2%80%AE",
    `/${"a".repeat(600)}`,
  ])("finds no page at %s", (raw) => expect(canonicalPath(raw)).toEqual({ kind: "not-found" }));
});
