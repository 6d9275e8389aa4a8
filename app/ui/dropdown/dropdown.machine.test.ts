import { describe, expect, it } from "vitest";
import { resolveDropdownValue } from "./dropdown.machine";

describe("resolveDropdownValue", () => {
  const options = [
    { value: "24", label: "24 months" },
    { value: "48", label: "48 months" },
  ];
  it.each([
    ["48", "48"],
    ["60", "24"],
    [undefined, "24"],
    ["", "24"],
  ])("%j becomes %j", (value, expected) => {
    expect(resolveDropdownValue(value, options)).toBe(expected);
  });
  it("has no value when there are no options", () => {
    expect(resolveDropdownValue("x", [])).toBeUndefined();
  });
});
