import { describe, expect, it } from "vitest";
import { isEmptyValue, validateRequired, validateTaggedRequired } from "./required";

describe("required checks", () => {
  it.each([
    [null, true],
    [undefined, true],
    ["", true],
    ["   ", true],
    ["a", false],
    [" a ", false],
    [0, false],
    [false, false],
  ])("%j counts as empty: %s", (value, empty) => {
    expect(isEmptyValue(value)).toBe(empty);
    expect(validateRequired(value)).toEqual(
      empty ? { valid: false, code: "required", params: undefined } : { valid: true },
    );
    expect(validateTaggedRequired(value)).toEqual(
      empty ? { valid: false, code: "taggedrequired", params: undefined } : { valid: true },
    );
  });
});
