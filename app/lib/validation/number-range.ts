import { invalid, VALID, type ValidationResult } from "./validation-result";

export interface RangeLimits {
  readonly min?: number;
  readonly max?: number;
}

export type RangeResult =
  | ValidationResult<"min", { readonly min: number; readonly actual: number }>
  | ValidationResult<"max", { readonly max: number; readonly actual: number }>;

export type RangeCode = Exclude<RangeResult, { valid: true }>["code"];

/** The limits are inclusive: a value equal to min or max passes. */
export function validateRange(value: number, { min, max }: RangeLimits): RangeResult {
  if (min !== undefined && value < min) return invalid("min", { min, actual: value });
  if (max !== undefined && value > max) return invalid("max", { max, actual: value });
  return VALID;
}

/**
 * §5 default range wording. The limit is written with `format` (plain digits by default; a price field
 * passes the currency formatter).
 */
export function rangeMessage(
  result: Exclude<RangeResult, { valid: true }>,
  format: (limit: number) => string = String,
): string {
  switch (result.code) {
    case "min":
      return `The value of this field cannot be less than ${format(result.params.min)}`;
    case "max":
      return `The value of this field cannot be more than ${format(result.params.max)}`;
    default:
      return result satisfies never;
  }
}
