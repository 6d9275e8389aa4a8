import { cellphoneMessage, validateCellphone } from "./cellphone";
import { EMAIL_MESSAGE, validateEmail } from "./email";
import { defaultFormErrorMessage } from "./form-error-messages";
import { validateInList } from "./in-list";
import { validateLettersSpacesHyphens } from "./letters-spaces-hyphens";
import { PASSWORD_REQUIRED_MESSAGE, USERNAME_REQUIRED_MESSAGE } from "./login-credentials";
import { NOT_A_NUMBER_MESSAGE, parseDecimal, validateNumber } from "./number-value";
import { rangeMessage, validateRange, type RangeLimits } from "./number-range";
import { OTP_MESSAGE, validateOtp } from "./otp";
import { isEmptyValue, validateRequired, validateTaggedRequired } from "./required";
import { saIdNumberMessage, validateSaIdNumber } from "./sa-id-number";
import { validateMaxLength, validateMinLength } from "./text-length";

/** What a form control shows: the stable code (for tests and the API) and the words for the user. */
export interface FieldError {
  readonly code: string;
  readonly message: string;
}

/** One check of a field's value: an error, or undefined when the value passes. */
export type FieldRule<Value> = (value: Value) => FieldError | undefined;

// Format rules let an empty value through, so the same rule serves optional fields; a required field
// lists requiredRule first and shows "This field is required" instead of a format complaint.
const unlessEmpty =
  <Value>(rule: FieldRule<Value>): FieldRule<Value> =>
  (value) =>
    isEmptyValue(value) ? undefined : rule(value);

export function requiredRule(message = defaultFormErrorMessage("required")): FieldRule<unknown> {
  return (value) => {
    const result = validateRequired(value);
    return result.valid ? undefined : { code: result.code, message };
  };
}

export function taggedRequiredRule(message: string): FieldRule<unknown> {
  return (value) => {
    const result = validateTaggedRequired(value);
    return result.valid ? undefined : { code: result.code, message };
  };
}

export const usernameRule = (): FieldRule<unknown> => taggedRequiredRule(USERNAME_REQUIRED_MESSAGE);
export const passwordRule = (): FieldRule<unknown> => taggedRequiredRule(PASSWORD_REQUIRED_MESSAGE);

/** `today` is read when the rule runs, so a form left open over midnight judges birth dates correctly. */
export function saIdNumberRule(today: () => Date = () => new Date()): FieldRule<string> {
  return unlessEmpty((value: string) => {
    const result = validateSaIdNumber(value, today());
    return result.valid ? undefined : { code: result.code, message: saIdNumberMessage(result.code) };
  });
}

export function cellphoneRule(): FieldRule<string> {
  return unlessEmpty((value: string) => {
    const result = validateCellphone(value);
    return result.valid ? undefined : { code: result.code, message: cellphoneMessage(result.code) };
  });
}

export function emailRule(message = EMAIL_MESSAGE): FieldRule<string> {
  return (value) => {
    const result = validateEmail(value);
    return result.valid ? undefined : { code: result.code, message };
  };
}

export function inListRule<T>(allowed: readonly T[], message: string): FieldRule<T> {
  return unlessEmpty((value: T) => {
    const result = validateInList(value, allowed);
    return result.valid ? undefined : { code: result.code, message };
  });
}

export function lettersSpacesHyphensRule(message: string): FieldRule<string> {
  return (value) => {
    const result = validateLettersSpacesHyphens(value);
    return result.valid ? undefined : { code: result.code, message };
  };
}

export function minLengthRule(minLength: number, message?: string): FieldRule<string> {
  return (value) => {
    const result = validateMinLength(value, minLength);
    return result.valid
      ? undefined
      : { code: result.code, message: message ?? defaultFormErrorMessage(result.code, result.params) };
  };
}

export function maxLengthRule(maxLength: number, message?: string): FieldRule<string> {
  return (value) => {
    const result = validateMaxLength(value, maxLength);
    return result.valid
      ? undefined
      : { code: result.code, message: message ?? defaultFormErrorMessage(result.code, result.params) };
  };
}

export function otpRule(): FieldRule<string> {
  return unlessEmpty((value: string) => {
    const result = validateOtp(value);
    return result.valid ? undefined : { code: result.code, message: OTP_MESSAGE };
  });
}

export function numberRule(message = NOT_A_NUMBER_MESSAGE): FieldRule<string> {
  return (value) => {
    const result = validateNumber(value);
    return result.valid ? undefined : { code: result.code, message };
  };
}

/**
 * Range check of a numeric field's text (or a number, for the amount field). Text that is no number
 * passes here: numberRule is the one that says so.
 */
export function rangeRule(
  limits: RangeLimits,
  formatLimit?: (limit: number) => string,
): FieldRule<string | number | null> {
  return (value) => {
    const number = typeof value === "number" ? value : typeof value === "string" ? parseDecimal(value) : undefined;
    if (number === undefined) return undefined;
    const result = validateRange(number, limits);
    return result.valid ? undefined : { code: result.code, message: rangeMessage(result, formatLimit) };
  };
}

/** The first error among a field's rules, in the order they are listed. */
export function firstError<Value>(rules: readonly FieldRule<Value>[], value: Value): FieldError | undefined {
  for (const rule of rules) {
    const error = rule(value);
    if (error) return error;
  }
  return undefined;
}
