import { describe, expect, it } from "vitest";
import { classNames } from "./class-names";

describe("classNames", () => {
  it.each([
    [["button"], "button"],
    [["button", false, "button--block"], "button button--block"],
    [["a", null, undefined, "", "b"], "a b"],
    [[], ""],
  ] as const)("joins %j into %j", (names, expected) => {
    expect(classNames(...names)).toBe(expected);
  });
});
