import { invalid, VALID, type ValidationResult } from "./validation-result";

/** Null, undefined, and text that is empty once trimmed: a field holding only spaces has not been answered. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  return typeof value === "string" && value.trim() === "";
}

/** The standard required check; its wording is the default of §8 ("This field is required"). */
export function validateRequired(value: unknown): ValidationResult<"required"> {
  return isEmptyValue(value) ? invalid("required") : VALID;
}

/**
 * §5's tagged required: the same emptiness check under its own code, for fields that ask in their own
 * words ('Enter your username here.'), so a client can tell it from the generic one.
 */
export function validateTaggedRequired(value: unknown): ValidationResult<"taggedrequired"> {
  return isEmptyValue(value) ? invalid("taggedrequired") : VALID;
}
