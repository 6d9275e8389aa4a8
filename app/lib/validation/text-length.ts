import { invalid, VALID, type ValidationResult } from "./validation-result";

export interface LengthParams {
  readonly requiredLength: number;
  readonly actualLength: number;
}

/** Fewer characters than allowed fails; an empty value passes (pair with the required check). */
export function validateMinLength(value: string, minLength: number): ValidationResult<"minlength", LengthParams> {
  if (value.length === 0 || value.length >= minLength) return VALID;
  return invalid("minlength", { requiredLength: minLength, actualLength: value.length });
}

export function validateMaxLength(value: string, maxLength: number): ValidationResult<"maxlength", LengthParams> {
  if (value.length <= maxLength) return VALID;
  return invalid("maxlength", { requiredLength: maxLength, actualLength: value.length });
}
