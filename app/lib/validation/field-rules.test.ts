import { describe, expect, it } from "vitest";
import {
  cellphoneRule,
  emailRule,
  firstError,
  inListRule,
  lettersSpacesHyphensRule,
  maxLengthRule,
  minLengthRule,
  numberRule,
  otpRule,
  passwordRule,
  rangeRule,
  requiredRule,
  saIdNumberRule,
  taggedRequiredRule,
  usernameRule,
  type FieldError,
  type FieldRule,
} from "./field-rules";

const today = () => new Date(2025, 6, 15);

describe("field rules pair each validator with its words", () => {
  it.each<[string, FieldRule<never>, unknown, FieldError | undefined]>([
    ["required, empty", requiredRule(), "", { code: "required", message: "This field is required" }],
    ["required, null", requiredRule(), null, { code: "required", message: "This field is required" }],
    ["required, filled", requiredRule(), "x", undefined],
    [
      "required with own words",
      requiredRule("Choose a vehicle type"),
      "",
      { code: "required", message: "Choose a vehicle type" },
    ],
    [
      "tagged required",
      taggedRequiredRule("Tell us your name"),
      " ",
      { code: "taggedrequired", message: "Tell us your name" },
    ],
    ["username", usernameRule(), "", { code: "taggedrequired", message: "Enter your username here." }],
    ["password", passwordRule(), "", { code: "taggedrequired", message: "Enter your password here." }],
    [
      "ID, too short",
      saIdNumberRule(today),
      "800101",
      { code: "tooShort", message: "That's too short to be an ID number." },
    ],
    [
      "ID, too long",
      saIdNumberRule(today),
      "80010150090870",
      { code: "tooLong", message: "That's too long to be an ID number." },
    ],
    [
      "ID, letters",
      saIdNumberRule(today),
      "80O1015009087",
      { code: "notANumber", message: "You can only enter numbers here." },
    ],
    [
      "ID, bad date",
      saIdNumberRule(today),
      "8013015009087",
      { code: "dateFailed", message: "That doesn't seem to be a valid ID." },
    ],
    [
      "ID, bad checksum",
      saIdNumberRule(today),
      "8001015009088",
      { code: "checksumFailed", message: "That doesn't seem to be a valid ID." },
    ],
    ["ID, valid", saIdNumberRule(today), "8001015009087", undefined],
    ["ID, empty (required decides)", saIdNumberRule(today), "", undefined],
    ["cellphone, short", cellphoneRule(), "082555", { code: "toShort", message: "Input too short" }],
    ["cellphone, long", cellphoneRule(), "08255512345", { code: "toLong", message: "Input too long" }],
    [
      "cellphone, landline",
      cellphoneRule(),
      "0115551234",
      { code: "invalid", message: "This is not a valid phone number" },
    ],
    ["cellphone, valid", cellphoneRule(), "0825551234", undefined],
    ["cellphone, empty", cellphoneRule(), "", undefined],
    ["email", emailRule(), "thabo@", { code: "email", message: "That doesn't look like a valid email address." }],
    ["email, valid", emailRule(), "thabo@example.co.za", undefined],
    [
      "list",
      inListRule(["new", "used"], "Choose new or used"),
      "boat",
      { code: "valuenotinlist", message: "Choose new or used" },
    ],
    ["list, empty", inListRule(["new", "used"], "Choose new or used"), "", undefined],
    [
      "letters",
      lettersSpacesHyphensRule("Letters only, please"),
      "R2-D2",
      { code: "lettersSpacesHyphens", message: "Letters only, please" },
    ],
    [
      "min length",
      minLengthRule(4),
      "abc",
      { code: "minlength", message: "Input too short. Expected 4 characters, but got 3" },
    ],
    ["min length, own words", minLengthRule(4, "Four or more"), "abc", { code: "minlength", message: "Four or more" }],
    [
      "max length",
      maxLengthRule(2),
      "abc",
      { code: "maxlength", message: "Input too long. Expected 2 characters, but got 3" },
    ],
    ["max length, own words", maxLengthRule(2, "Two at most"), "abc", { code: "maxlength", message: "Two at most" }],
    ["otp", otpRule(), "1234", { code: "invalidOtp", message: "Invalid OTP." }],
    ["otp, valid", otpRule(), "12345678", undefined],
    ["number", numberRule(), "12a", { code: "notANumber", message: "This is not a number" }],
    [
      "range, low text",
      rangeRule({ min: 24, max: 72 }),
      "12",
      { code: "min", message: "The value of this field cannot be less than 24" },
    ],
    [
      "range, high number",
      rangeRule({ min: 24, max: 72 }),
      80,
      { code: "max", message: "The value of this field cannot be more than 72" },
    ],
    ["range, not a number", rangeRule({ min: 24 }), "abc", undefined],
    ["range, empty amount", rangeRule({ min: 24 }), null, undefined],
  ])("%s", (_, rule, value, expected) => {
    expect((rule as FieldRule<unknown>)(value)).toEqual(expected);
  });
});

describe("firstError", () => {
  it("reports the first failing rule in the order listed", () => {
    const rules = [requiredRule(), saIdNumberRule(today)];
    expect(firstError(rules, "")).toEqual({ code: "required", message: "This field is required" });
    expect(firstError(rules, "123")).toMatchObject({ code: "tooShort" });
    expect(firstError(rules, "8001015009087")).toBeUndefined();
  });
});
