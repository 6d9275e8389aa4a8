import { invalid, VALID, type ValidationResult } from "./validation-result";

/**
 * The WHATWG pattern for a valid e-mail address (what a browser's type="email" accepts), with one change:
 * the domain needs at least one dot, since an address like "name@localhost" cannot reach anyone from a
 * public website.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** §8 wording for a malformed address. */
export const EMAIL_MESSAGE = "That doesn't look like a valid email address.";

/**
 * §5 notes that the original reported a malformed address under the required key; here it has its own
 * code, "email" (the §8 default key), so an API client can tell "missing" from "malformed". Surrounding
 * whitespace is ignored; an empty value passes (pair with the required check).
 */
export function validateEmail(value: string): ValidationResult<"email"> {
  const address = value.trim();
  return address === "" || EMAIL_PATTERN.test(address) ? VALID : invalid("email");
}
