import { invalid, VALID, type ValidationResult } from "./validation-result";

/** §8 wording for a numeric field holding something else. */
export const NOT_A_NUMBER_MESSAGE = "This is not a number";

/** A plain decimal number: optional minus, digits, optional fraction. No exponents, no grouping. */
const DECIMAL_NUMBER = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** An empty value passes (pair with the required check); surrounding whitespace is ignored. */
export function validateNumber(value: string): ValidationResult<"notANumber"> {
  const text = value.trim();
  return text === "" || DECIMAL_NUMBER.test(text) ? VALID : invalid("notANumber");
}

/** The number in a field's text, or undefined when it holds none (see validateNumber). */
export function parseDecimal(value: string): number | undefined {
  const text = value.trim();
  return DECIMAL_NUMBER.test(text) ? Number(text) : undefined;
}
