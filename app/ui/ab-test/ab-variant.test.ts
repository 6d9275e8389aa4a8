import { describe, expect, it } from "vitest";
import { abVariant } from "./ab-variant";

describe("abVariant (§4.7)", () => {
  it.each([
    ["?hero=b", "hero", undefined, "b"],
    ["hero=c&cta=b", "cta", undefined, "b"],
    ["", "hero", undefined, "a"],
    ["?hero=", "hero", undefined, "a"],
    ["?other=b", "hero", undefined, "a"],
    ["?hero=b", "hero", ["a", "b"], "b"],
    ["?hero=z", "hero", ["a", "b"], "a"],
  ] as const)("%j for test %s (variants %j) gives %s", (search, name, variants, expected) => {
    expect(abVariant(search, name, variants)).toBe(expected);
  });

  it("takes parsed parameters too", () => {
    expect(abVariant(new URLSearchParams({ hero: "b" }), "hero")).toBe("b");
  });
});
