import { describe, expect, it } from "vitest";
import {
  DROPDOWN_BACKDROP_MS,
  DROPDOWN_Z_INDEX,
  isDropdownKey,
  optionFocusTarget,
  resolveDropdownValue,
  type DropdownKey,
} from "./dropdown.machine";

describe("dropdown constants (§9)", () => {
  it("fades its backdrop over 300 ms at z-index 104", () => {
    expect(DROPDOWN_BACKDROP_MS).toBe(300);
    expect(DROPDOWN_Z_INDEX).toBe(104);
  });
});

describe("optionFocusTarget", () => {
  const cases: readonly [DropdownKey, number, number, number][] = [
    ["ArrowDown", 0, 3, 1],
    ["ArrowDown", 2, 3, 0],
    ["ArrowUp", 0, 3, 2],
    ["ArrowUp", 2, 3, 1],
    ["ArrowDown", -1, 3, 0],
    ["ArrowUp", -1, 3, 2],
    ["Home", 2, 3, 0],
    ["End", 0, 3, 2],
    ["ArrowDown", 0, 0, -1],
  ];
  it.each(cases)("%s from option %i of %i focuses %i", (key, current, count, expected) => {
    expect(optionFocusTarget(key, current, count)).toBe(expected);
  });

  it.each([
    ["ArrowDown", true],
    ["End", true],
    ["ArrowLeft", false],
    ["Enter", false],
  ] as const)("%s is a dropdown key: %s", (key, expected) => {
    expect(isDropdownKey(key)).toBe(expected);
  });
});

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
