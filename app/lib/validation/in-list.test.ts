import { describe, expect, it } from "vitest";
import { validateInList } from "./in-list";

describe("validateInList", () => {
  const vehicleTypes = ["new", "used", "demo"];

  it.each([
    ["new", true],
    ["demo", true],
    ["New", false],
    ["boat", false],
    ["", false],
  ])("%j is in the list: %s", (value, inList) => {
    expect(validateInList(value, vehicleTypes)).toEqual(
      inList ? { valid: true } : { valid: false, code: "valuenotinlist", params: undefined },
    );
  });

  it("compares numbers exactly", () => {
    expect(validateInList(24, [24, 36, 48]).valid).toBe(true);
    expect(validateInList(25, [24, 36, 48]).valid).toBe(false);
  });
});
