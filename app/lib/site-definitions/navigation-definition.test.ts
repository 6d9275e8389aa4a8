import { describe, expect, it } from "vitest";
import { readNavigationDefinition } from "./navigation-definition";

const item = {
  title: "Business",
  path: "/business",
  children: [{ name: "Finance", routes: [{ title: "Fleet", path: "/fleet-solutions" }] }],
};

describe("readNavigationDefinition", () => {
  it("accepts a navigation definition object as it is", () => {
    const read = readNavigationDefinition({ values: [item] });
    expect(read).toEqual({ ok: true, definition: { values: [item] } });
  });

  it("wraps a bare array as values with the dr_error_2021 maintenance warning (§8)", () => {
    const read = readNavigationDefinition([item]);
    expect(read.ok && read.definition.warning).toEqual({
      key: "dr_error_2021",
      value:
        "We'll be back online soon! Our website is undergoing some maintenance at the moment. We apologise for any inconvenience this may cause.",
    });
  });

  it("rejects garbage and names the failing field", () => {
    const read = readNavigationDefinition({ values: [{ ...item, path: "javascript:alert(1)" }] });
    expect(read.ok).toBe(false);
    expect(!read.ok && read.issues.join("\n")).toContain("values.0.path");
    expect(readNavigationDefinition("nonsense").ok).toBe(false);
    expect(readNavigationDefinition(null).ok).toBe(false);
  });
});
