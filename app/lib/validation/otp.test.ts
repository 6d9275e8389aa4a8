import { describe, expect, it } from "vitest";
import { OTP_MESSAGE, OTP_MIN_LENGTH, validateOtp } from "./otp";

describe("validateOtp", () => {
  it("needs at least 8 characters (§9) and says 'Invalid OTP.' (§8)", () => {
    expect(OTP_MIN_LENGTH).toBe(8);
    expect(OTP_MESSAGE).toBe("Invalid OTP.");
  });

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
