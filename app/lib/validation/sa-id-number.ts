import { passesLuhn } from "./luhn";
import { invalid, VALID, type ValidationResult } from "./validation-result";

/** §9: a South African ID number has 13 digits. */
export const SA_ID_NUMBER_LENGTH = 13;

export type SaIdNumberCode = "tooShort" | "tooLong" | "notANumber" | "dateFailed" | "checksumFailed";

export interface CalendarDate {
  readonly year: number;
  /** 1–12 */
  readonly month: number;
  readonly day: number;
}

const DIGITS_ONLY = /^\d*$/;

/**
 * Checks a South African ID number (§5). Surrounding whitespace is ignored. Anything that is not a digit
 * is reported before the length, because "numbers only" is the advice that helps someone who typed a
 * letter. `today` decides the century of the birth date (see `saIdBirthDate`).
 */
export function validateSaIdNumber(value: string, today: Date = new Date()): ValidationResult<SaIdNumberCode> {
  const id = value.trim();
  if (!DIGITS_ONLY.test(id)) return invalid("notANumber");
  if (id.length < SA_ID_NUMBER_LENGTH) return invalid("tooShort");
  if (id.length > SA_ID_NUMBER_LENGTH) return invalid("tooLong");
  if (!saIdBirthDate(id, today)) return invalid("dateFailed");
  if (!passesLuhn(id)) return invalid("checksumFailed");
  return VALID;
}

/**
 * The birth date in the first six digits (YYMMDD), or undefined when they are not a real date. The ID
 * holds no century: 20YY is taken unless that date would lie after `today`, in which case the person was
 * born in 19YY. The century is chosen before the day is checked, so 29 February is judged in the right
 * year (000229 is 2000, a leap year, while in 1999 it could only mean 1900, which was not).
 */
export function saIdBirthDate(id: string, today: Date = new Date()): CalendarDate | undefined {
  if (!/^\d{6}/.test(id)) return undefined;
  const yy = Number(id.slice(0, 2));
  const month = Number(id.slice(2, 4));
  const day = Number(id.slice(4, 6));
  const todayKey = today.getFullYear() * 10_000 + (today.getMonth() + 1) * 100 + today.getDate();
  // Comparing YYYYMMDD numbers also orders dates that do not exist (a 31 April), so the century choice
  // never depends on whether the day is real.
  const year = (2000 + yy) * 10_000 + month * 100 + day > todayKey ? 1900 + yy : 2000 + yy;
  return isRealDate(year, month, day) ? { year, month, day } : undefined;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const days = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return day <= days;
}

/** §8 wording for each code. */
export function saIdNumberMessage(code: SaIdNumberCode): string {
  switch (code) {
    case "tooShort":
      return "That's too short to be an ID number.";
    case "tooLong":
      return "That's too long to be an ID number.";
    case "notANumber":
      return "You can only enter numbers here.";
    case "dateFailed":
    case "checksumFailed":
      return "That doesn't seem to be a valid ID.";
    default:
      return code satisfies never;
  }
}
