import { invalid, VALID, type ValidationResult } from "./validation-result";

/** §5 list validator: the value must be one of the allowed values (compared exactly). */
export function validateInList<T>(value: T, allowed: readonly T[]): ValidationResult<"valuenotinlist"> {
  return allowed.includes(value) ? VALID : invalid("valuenotinlist");
}
