import { describe, expect, it } from "vitest";
import { rangeMessage, validateRange } from "./number-range";

describe("validateRange", () => {
  it.each([
    [24, { min: 24, max: 72 }, { valid: true }],
    [72, { min: 24, max: 72 }, { valid: true }],
    [23, { min: 24, max: 72 }, { valid: false, code: "min", params: { min: 24, actual: 23 } }],
    [73, { min: 24, max: 72 }, { valid: false, code: "max", params: { max: 72, actual: 73 } }],
    [-1, { min: 0 }, { valid: false, code: "min", params: { min: 0, actual: -1 } }],
    [1e9, { min: 0 }, { valid: true }],
    [5, { max: 4 }, { valid: false, code: "max", params: { max: 4, actual: 5 } }],
    [5, {}, { valid: true }],
  ])("%d within %o → %o", (value, limits, expected) => {
    expect(validateRange(value, limits)).toEqual(expected);
  });
});

describe("rangeMessage (§5)", () => {
  it("words the limits as §5 does", () => {
    expect(rangeMessage({ valid: false, code: "min", params: { min: 24, actual: 2 } })).toBe(
      "The value of this field cannot be less than 24",
    );
    expect(rangeMessage({ valid: false, code: "max", params: { max: 72, actual: 80 } })).toBe(
      "The value of this field cannot be more than 72",
    );
  });

  it("writes the limit with the given formatter", () => {
    const result = validateRange(10, { min: 5000 });
    if (result.valid) throw new Error("expected an error");
    expect(rangeMessage(result, (limit) => `R ${limit}`)).toBe("The value of this field cannot be less than R 5000");
  });
});
