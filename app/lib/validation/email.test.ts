import { describe, expect, it } from "vitest";
import { validateEmail } from "./email";

describe("validateEmail", () => {
  it.each([
    "thabo@example.co.za",
    "first.last+loans@mail.example.com",
    "a@b.io",
    " naledi@example.org ",
    "o'neil@example.ie",
    "",
  ])("accepts %j", (value) => {
    expect(validateEmail(value)).toEqual({ valid: true });
  });

  it.each([
    "thabo",
    "thabo@",
    "@example.com",
    "thabo@localhost",
    "thabo@example..com",
    "thabo@-example.com",
    "th abo@example.com",
    "thabo@example.com.",
    "thabo@@example.com",
  ])("rejects %j", (value) => {
    expect(validateEmail(value)).toEqual({ valid: false, code: "email", params: undefined });
  });
});
