import { describe, expect, it } from "vitest";
import { validateOtp } from "./otp";

describe("validateOtp", () => {
  it.each([
    ["", false],
    ["1234567", false],
    ["1234567 ", false],
    ["12345678", true],
    ["123456789012", true],
  ])("%j passes: %s", (value, passes) => {
    expect(validateOtp(value)).toEqual(
      passes ? { valid: true } : { valid: false, code: "invalidOtp", params: undefined },
    );
  });
});
