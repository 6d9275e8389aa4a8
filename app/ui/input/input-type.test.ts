import { describe, expect, it } from "vitest";
import {
  autoCompleteFor,
  INPUT_TYPES,
  inputModeFor,
  isNumericType,
  nativeInputType,
  parseInputType,
  type InputType,
} from "./input-type";

describe("parseInputType (§5)", () => {
  it.each(INPUT_TYPES)("accepts %s", (type) => {
    expect(parseInputType(type)).toBe(type);
  });

  it.each([
    ["EMAIL", "email"],
    ["Price", "price"],
    ["oTp", "otp"],
  ])("reads %s case-insensitively as %s", (given, expected) => {
    expect(parseInputType(given)).toBe(expected);
  });

  it.each(["x", "date", "", "e-mail", "checkbox"])("refuses %j and lists the types", (type) => {
    expect(() => parseInputType(type)).toThrow(
      `Invalid input type "${type}". Expected one of: email, number, password, price, search, tel, text, url, otp`,
    );
  });
});

describe("how each type renders", () => {
  it.each<[InputType, boolean, string, string | undefined, string]>([
    ["email", false, "email", "email", "off"],
    ["number", true, "text", "decimal", "off"],
    ["password", false, "password", undefined, "off"],
    ["price", true, "text", "decimal", "off"],
    ["search", false, "search", undefined, "off"],
    ["tel", true, "tel", "tel", "off"],
    ["text", false, "text", undefined, "off"],
    ["url", false, "url", undefined, "off"],
    ["otp", true, "text", "numeric", "one-time-code"],
  ])(
    "%s: numeric keys %s, <input type=%s>, inputmode %s, autocomplete %s",
    (type, numeric, native, mode, autocomplete) => {
      expect(isNumericType(type)).toBe(numeric);
      expect(nativeInputType(type, false)).toBe(native);
      expect(inputModeFor(type)).toBe(mode);
      expect(autoCompleteFor(type, undefined)).toBe(autocomplete);
    },
  );

  it("shows a revealed password as text", () => {
    expect(nativeInputType("password", true)).toBe("text");
  });

  it("uses a given autocomplete, except on otp fields", () => {
    expect(autoCompleteFor("email", "email")).toBe("email");
    expect(autoCompleteFor("otp", "off")).toBe("one-time-code");
  });
});
