import { validateTaggedRequired } from "./required";
import type { ValidationResult } from "./validation-result";

/** §5 wording of the login form's tagged required checks. */
export const USERNAME_REQUIRED_MESSAGE = "Enter your username here.";
export const PASSWORD_REQUIRED_MESSAGE = "Enter your password here.";

export function validateUsername(value: string): ValidationResult<"taggedrequired"> {
  return validateTaggedRequired(value);
}

export function validatePassword(value: string): ValidationResult<"taggedrequired"> {
  return validateTaggedRequired(value);
}
