import { describe, expect, it } from "vitest";
import { isTabKey, tabKeyTarget, type TabKey } from "./tabs.machine";

describe("tabKeyTarget", () => {
  const cases: readonly [TabKey, number, number][] = [
    ["ArrowRight", 0, 1],
    ["ArrowRight", 3, 0],
    ["ArrowLeft", 0, 3],
    ["ArrowLeft", 2, 1],
    ["Home", 2, 0],
    ["End", 1, 3],
  ];
  it.each(cases)("%s from tab %i of 4 goes to %i", (key, current, expected) => {
    expect(tabKeyTarget(key, current, 4)).toBe(expected);
  });

  it.each([
    ["ArrowRight", true],
    ["End", true],
    ["ArrowDown", false],
    ["Tab", false],
  ] as const)("%s is a tab key: %s", (key, expected) => {
    expect(isTabKey(key)).toBe(expected);
  });
});
