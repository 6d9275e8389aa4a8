import { invalid, VALID, type ValidationResult } from "./validation-result";

/** §9: a South African cellphone number has 10 digits. */
export const CELLPHONE_LENGTH = 10;

export interface LengthMismatch {
  readonly got: number;
  readonly expected: typeof CELLPHONE_LENGTH;
}

/** "toShort" and "toLong" are spelt as §5 spells them: they are API codes, so they stay as shipped. */
export type CellphoneResult = ValidationResult<"toShort" | "toLong", LengthMismatch> | ValidationResult<"invalid">;

export type CellphoneCode = Exclude<CellphoneResult, { valid: true }>["code"];

/**
 * The mobile prefixes of §5, each alternative spelt out to exactly 10 digits: a 0, then either a
 * three-digit range plus 6 digits (060[3-9], 064[0-5], 068x, 066[0-5]) or a two-digit range plus 7 digits
 * (07[1-9], 06[1-7], 08[1-4]). The three-digit ranges inside 064 and 066 are the specific rule for those
 * blocks: a literal union would make them dead (06[1-7] already covers all of 064 and 066), so 064 and
 * 066 admit only 640–645 and 660–665, and 06[1-7] stands for 061, 062, 063, 065 and 067 in full.
 * §5's class [1-9689] holds nothing beyond 1–9, so 07[1-9] is the same set.
 */
export const SA_MOBILE_NUMBER = /^0(?:(?:60[3-9]|64[0-5]|68\d|66[0-5])\d{6}|(?:7[1-9]|6[12357]|8[1-4])\d{7})$/;

/**
 * Checks a South African cellphone number (§5): first its length, then the mobile prefix. Spaces are
 * ignored, since people write numbers in groups ("082 555 1234"); any other character fails the prefix
 * pattern.
 */
export function validateCellphone(value: string): CellphoneResult {
  const number = value.replace(/\s+/g, "");
  if (number.length < CELLPHONE_LENGTH) return invalid("toShort", { got: number.length, expected: CELLPHONE_LENGTH });
  if (number.length > CELLPHONE_LENGTH) return invalid("toLong", { got: number.length, expected: CELLPHONE_LENGTH });
  return SA_MOBILE_NUMBER.test(number) ? VALID : invalid("invalid");
}

/** §8 wording for each code. */
export function cellphoneMessage(code: CellphoneCode): string {
  switch (code) {
    case "toShort":
      return "Input too short";
    case "toLong":
      return "Input too long";
    case "invalid":
      return "This is not a valid phone number";
    default:
      return code satisfies never;
  }
}
