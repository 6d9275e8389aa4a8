import { describe, expect, it } from "vitest";
import { validateMaxLength, validateMinLength } from "./text-length";

describe("validateMinLength", () => {
  it.each([
    ["", 3, true],
    ["ab", 3, false],
    ["abc", 3, true],
    ["abcd", 3, true],
  ])("%j with min %i passes: %s", (value, min, passes) => {
    const result = validateMinLength(value, min);
    expect(result.valid).toBe(passes);
    if (!result.valid)
      expect(result).toEqual({
        valid: false,
        code: "minlength",
        params: { requiredLength: min, actualLength: value.length },
      });
  });
});

describe("validateMaxLength", () => {
  it.each([
    ["", 3, true],
    ["abc", 3, true],
    ["abcd", 3, false],
  ])("%j with max %i passes: %s", (value, max, passes) => {
    const result = validateMaxLength(value, max);
    expect(result.valid).toBe(passes);
    if (!result.valid)
      expect(result).toEqual({
        valid: false,
        code: "maxlength",
        params: { requiredLength: max, actualLength: value.length },
      });
  });
});
