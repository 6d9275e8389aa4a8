import { describe, expect, it } from "vitest";
import { isLeapYear, saIdBirthDate, saIdNumberMessage, validateSaIdNumber, type SaIdNumberCode } from "./sa-id-number";

/**
 * The check digit by the Department of Home Affairs' own recipe (odd positions summed; even positions
 * read as one number, doubled, its digits summed), written independently of the validator's Luhn loop.
 */
function withCheckDigit(first12: string): string {
  const digits = [...first12].map(Number);
  const odd = digits.filter((_, index) => index % 2 === 0).reduce((sum, digit) => sum + digit, 0);
  const even = String(Number(digits.filter((_, index) => index % 2 === 1).join("")) * 2);
  const evenSum = [...even].map(Number).reduce((sum, digit) => sum + digit, 0);
  return `${first12}${(10 - ((odd + evenSum) % 10)) % 10}`;
}

/** The same number with a check digit that cannot be right. */
const withWrongCheckDigit = (first12: string) => {
  const good = withCheckDigit(first12);
  return `${first12}${(Number(good.at(-1)) + 5) % 10}`;
};

const TODAY = new Date(2025, 6, 15);

describe("validateSaIdNumber", () => {
  it.each([
    ["a published sample ID", "8001015009087"],
    ["another real-shaped ID", "8605065397083"],
    ["a woman born in 1971", "7106245929185"],
    ["generated: born 1 Jan 1990, citizen", withCheckDigit("900101012308")],
    ["generated: born 31 Dec 1999", withCheckDigit("991231580008")],
    ["29 Feb 2000 (2000 is a leap year)", withCheckDigit("000229500908")],
    ["29 Feb 2004", withCheckDigit("040229500908")],
    ["29 Feb 1996 (96 would be in the future as 2096)", withCheckDigit("960229500908")],
    ["29 Feb 1928 (28 as 2028 is in the future; 1928 was a leap year)", withCheckDigit("280229500908")],
    ["born today", withCheckDigit("250715500908")],
    ["30 April", withCheckDigit("850430012308")],
    ["surrounding whitespace is ignored", ` ${withCheckDigit("900101012308")} `],
  ])("accepts %s", (_, id) => {
    expect(validateSaIdNumber(id, TODAY)).toEqual({ valid: true });
  });

  it.each<[string, string, SaIdNumberCode]>([
    ["empty", "", "tooShort"],
    ["one digit", "8", "tooShort"],
    ["12 digits", "800101500908", "tooShort"],
    ["14 digits", "80010150090870", "tooLong"],
    ["20 digits", "80010150090871234567", "tooLong"],
    ["a letter at the end", "800101500908A", "notANumber"],
    ["a letter in a short value", "80a", "notANumber"],
    ["a space inside", "800101 5009087", "notANumber"],
    ["a hyphen", "800101-5009087", "notANumber"],
    ["a decimal point", "80010150090.8", "notANumber"],
    ["month 13", withCheckDigit("801301500908"), "dateFailed"],
    ["month 00", withCheckDigit("800001500908"), "dateFailed"],
    ["day 00", withCheckDigit("800100500908"), "dateFailed"],
    ["31 April", withCheckDigit("800431500908"), "dateFailed"],
    ["30 February", withCheckDigit("000230500908"), "dateFailed"],
    ["29 Feb 2001 (not a leap year)", withCheckDigit("010229500908"), "dateFailed"],
    ["29 Feb 2025 → 1925 is not a leap year either", withCheckDigit("250229500908"), "dateFailed"],
    ["29 Feb 1997", withCheckDigit("970229500908"), "dateFailed"],
    ["a wrong check digit", "8001015009088", "checksumFailed"],
    ["a generated number with a wrong check digit", withWrongCheckDigit("900101012308"), "checksumFailed"],
    ["two swapped digits", "8001010509087", "checksumFailed"],
  ])("rejects %s as %s", (_, id, code) => {
    expect(validateSaIdNumber(id, TODAY)).toMatchObject({ valid: false, code });
  });

  it("reads 000229 as 1900, which was not a leap year, when 2000 is still in the future", () => {
    const inLate1999 = new Date(1999, 5, 1);
    expect(validateSaIdNumber(withCheckDigit("000229500908"), inLate1999)).toMatchObject({ code: "dateFailed" });
    expect(validateSaIdNumber(withCheckDigit("000228500908"), inLate1999)).toEqual({ valid: true });
  });
});

describe("saIdBirthDate", () => {
  it.each([
    ["800101", { year: 1980, month: 1, day: 1 }],
    ["000101", { year: 2000, month: 1, day: 1 }],
    ["250715", { year: 2025, month: 7, day: 15 }],
    ["250716", { year: 1925, month: 7, day: 16 }],
    ["991231", { year: 1999, month: 12, day: 31 }],
    ["240229", { year: 2024, month: 2, day: 29 }],
  ])("on 15 July 2025, %s is %o", (yymmdd, expected) => {
    expect(saIdBirthDate(`${yymmdd}5009087`, TODAY)).toEqual(expected);
  });

  it.each(["8002305009087", "8012325009087", "80010", "ab01015009087"])("%s holds no date", (id) => {
    expect(saIdBirthDate(id, TODAY)).toBeUndefined();
  });
});

describe("isLeapYear", () => {
  it.each([
    [1900, false],
    [1996, true],
    [1997, false],
    [2000, true],
    [2004, true],
    [2100, false],
  ])("%i → %s", (year, expected) => {
    expect(isLeapYear(year)).toBe(expected);
  });
});

describe("saIdNumberMessage (§8)", () => {
  it.each<[SaIdNumberCode, string]>([
    ["tooShort", "That's too short to be an ID number."],
    ["tooLong", "That's too long to be an ID number."],
    ["notANumber", "You can only enter numbers here."],
    ["dateFailed", "That doesn't seem to be a valid ID."],
    ["checksumFailed", "That doesn't seem to be a valid ID."],
  ])("%s → %s", (code, message) => {
    expect(saIdNumberMessage(code)).toBe(message);
  });
});
