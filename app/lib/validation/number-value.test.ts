import { describe, expect, it } from "vitest";
import { parseDecimal, validateNumber } from "./number-value";

describe("validateNumber", () => {
  it.each([
    ["", true, undefined],
    ["0", true, 0],
    ["42", true, 42],
    [" 42 ", true, 42],
    ["-7", true, -7],
    ["12.50", true, 12.5],
    ["12.", true, 12],
    [".5", true, 0.5],
    ["1e3", false, undefined],
    ["12a", false, undefined],
    ["1 000", false, undefined],
    ["1,000", false, undefined],
    ["1.2.3", false, undefined],
    [".", false, undefined],
    ["-", false, undefined],
  ])("%j is a number: %s (parses as %s)", (value, isNumber, parsed) => {
    expect(validateNumber(value).valid).toBe(isNumber);
    expect(parseDecimal(value)).toBe(parsed);
  });
});
