import { describe, expect, it } from "vitest";
import {
  PASSWORD_REQUIRED_MESSAGE,
  USERNAME_REQUIRED_MESSAGE,
  validatePassword,
  validateUsername,
} from "./login-credentials";

describe("login credentials (§5)", () => {
  it("words the tagged required messages as §5 does", () => {
    expect(USERNAME_REQUIRED_MESSAGE).toBe("Enter your username here.");
    expect(PASSWORD_REQUIRED_MESSAGE).toBe("Enter your password here.");
  });

  it.each([validateUsername, validatePassword])("%o reports an empty value as taggedrequired", (validate) => {
    expect(validate("")).toMatchObject({ valid: false, code: "taggedrequired" });
    expect(validate(" ")).toMatchObject({ valid: false, code: "taggedrequired" });
    expect(validate("thabo.m")).toEqual({ valid: true });
  });
});
