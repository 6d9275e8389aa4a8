import { describe, expect, it } from "vitest";
import { validatePassword, validateUsername } from "./login-credentials";

describe("login credentials (§5)", () => {
  it.each([validateUsername, validatePassword])("%o reports an empty value as taggedrequired", (validate) => {
    expect(validate("")).toMatchObject({ valid: false, code: "taggedrequired" });
    expect(validate(" ")).toMatchObject({ valid: false, code: "taggedrequired" });
    expect(validate("thabo.m")).toEqual({ valid: true });
  });
});
