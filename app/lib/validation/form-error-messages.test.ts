import { describe, expect, it } from "vitest";
import { defaultFormErrorMessage } from "./form-error-messages";

describe("defaultFormErrorMessage (§8)", () => {
  it.each<[string, unknown, string]>([
    ["required", undefined, "This field is required"],
    ["minlength", { requiredLength: 10, actualLength: 3 }, "Input too short. Expected 10 characters, but got 3"],
    ["maxlength", { requiredLength: 100, actualLength: 101 }, "Input too long. Expected 100 characters, but got 101"],
    ["email", undefined, "This email is not valid"],
    ["pattern", undefined, "This value does not match the required pattern"],
    ["dateNotValid", undefined, "The date you provided is not valid. Please use the mm/dd/yyyy format"],
    ["somethingElse", undefined, "There was a problem with this field"],
    ["minlength", undefined, "There was a problem with this field"],
    ["maxlength", { requiredLength: 3 }, "There was a problem with this field"],
  ])("%s with %o → %s", (code, params, message) => {
    expect(defaultFormErrorMessage(code, params)).toBe(message);
  });
});
