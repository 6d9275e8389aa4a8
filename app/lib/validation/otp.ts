import { invalid, VALID, type ValidationResult } from "./validation-result";

/** §9: a one-time PIN has at least 8 characters. */
export const OTP_MIN_LENGTH = 8;

/** §8 wording. */
export const OTP_MESSAGE = "Invalid OTP.";

export function validateOtp(value: string): ValidationResult<"invalidOtp"> {
  return value.trim().length >= OTP_MIN_LENGTH ? VALID : invalid("invalidOtp");
}
