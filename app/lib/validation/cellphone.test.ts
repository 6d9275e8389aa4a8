import { describe, expect, it } from "vitest";
import {
  CELLPHONE_LENGTH,
  cellphoneMessage,
  SA_MOBILE_NUMBER,
  validateCellphone,
  type CellphoneCode,
} from "./cellphone";

/** A 10-digit number starting with the given prefix, padded with a varied tail. */
const numberWithPrefix = (prefix: string) =>
  `${prefix}${"5551234".slice(0, CELLPHONE_LENGTH - prefix.length).padEnd(CELLPHONE_LENGTH - prefix.length, "0")}`;

describe("validateCellphone", () => {
  it("pads test numbers to exactly 10 digits", () => {
    expect(numberWithPrefix("0603")).toBe("0603555123");
    expect(numberWithPrefix("071")).toBe("0715551234");
  });

  describe("the three-digit families plus 6 digits", () => {
    it.each([
      ["0603", true],
      ["0602", false],
      ["0600", false],
      ["0606", true],
      ["0609", true],
      ["0640", true],
      ["0645", true],
      ["0646", false],
      ["0649", false],
      ["0660", true],
      ["0665", true],
      ["0666", false],
      ["0669", false],
      ["0680", true],
      ["0685", true],
      ["0689", true],
    ])("%s… accepted: %s", (prefix, accepted) => {
      expect(validateCellphone(numberWithPrefix(prefix)).valid).toBe(accepted);
    });
  });

  describe("the two-digit families plus 7 digits", () => {
    it.each([
      ["070", false],
      ["071", true],
      ["072", true],
      ["073", true],
      ["074", true],
      ["076", true],
      ["078", true],
      ["079", true],
      ["061", true],
      ["062", true],
      ["063", true],
      ["065", true],
      ["067", true],
      ["069", false],
      ["080", false],
      ["081", true],
      ["082", true],
      ["083", true],
      ["084", true],
      ["085", false],
      ["089", false],
    ])("%s… accepted: %s", (prefix, accepted) => {
      expect(validateCellphone(numberWithPrefix(prefix)).valid).toBe(accepted);
    });
  });

  it.each(["0105551234", "0215551234", "0115551234", "0865551234", "0905551234", "1825551234", "2782555123"])(
    "rejects the landline, toll or foreign-looking number %s as invalid",
    (number) => {
      expect(validateCellphone(number)).toEqual({ valid: false, code: "invalid", params: undefined });
    },
  );

  it.each([
    ["", 0],
    ["0", 1],
    ["082555123", 9],
  ])("reports %j as toShort with got %i and expected 10", (number, got) => {
    expect(validateCellphone(number)).toEqual({ valid: false, code: "toShort", params: { got, expected: 10 } });
  });

  it.each([
    ["08255512345", 11],
    ["+27825551234", 12],
  ])("reports %j as toLong with got %i and expected 10", (number, got) => {
    expect(validateCellphone(number)).toEqual({ valid: false, code: "toLong", params: { got, expected: 10 } });
  });

  it.each(["082 555 1234", " 0825551234 ", "082\u00a0555\u00a01234"])("ignores the spaces in %j", (number) => {
    expect(validateCellphone(number)).toEqual({ valid: true });
  });

  it.each(["082-555-12", "08255512a4", "082.555.12"])("rejects other characters in %j as invalid", (number) => {
    expect(validateCellphone(number)).toMatchObject({ valid: false, code: "invalid" });
  });

  it("matches no number longer or shorter than 10 digits, whatever the family", () => {
    for (const number of ["06035551234", "060355512", "0715551234", "07155512345", "071555123"]) {
      expect(SA_MOBILE_NUMBER.test(number)).toBe(number.length === 10);
    }
  });
});

describe("cellphoneMessage (§8)", () => {
  it.each<[CellphoneCode, string]>([
    ["toShort", "Input too short"],
    ["toLong", "Input too long"],
    ["invalid", "This is not a valid phone number"],
  ])("%s → %s", (code, message) => {
    expect(cellphoneMessage(code)).toBe(message);
  });
});
