import { describe, expect, it } from "vitest";
import { nextFeedback, type FeedbackEvent, type FieldFeedback } from "./field-feedback";

describe("nextFeedback (§4.6)", () => {
  it.each<[FieldFeedback, FeedbackEvent, boolean, FieldFeedback]>([
    // Errors show on blur, submit or a revalidate request, whatever was shown before.
    ["idle", "blur", false, "invalid"],
    ["idle", "blur", true, "valid"],
    ["idle", "submit", false, "invalid"],
    ["idle", "submit", true, "valid"],
    ["idle", "revalidate", false, "invalid"],
    ["idle", "revalidate", true, "valid"],
    ["valid", "blur", false, "invalid"],
    ["valid", "submit", false, "invalid"],
    ["invalid", "blur", true, "valid"],
    ["invalid", "revalidate", true, "valid"],
    ["invalid", "submit", false, "invalid"],
    // Typing: nothing new appears before the user leaves the field…
    ["idle", "change", false, "idle"],
    ["idle", "change", true, "idle"],
    ["valid", "change", false, "idle"],
    ["valid", "change", true, "valid"],
    // …but an error already shown follows the value and clears the moment it is valid.
    ["invalid", "change", false, "invalid"],
    ["invalid", "change", true, "valid"],
    // Reset forgets everything.
    ["invalid", "reset", false, "idle"],
    ["valid", "reset", true, "idle"],
    ["idle", "reset", false, "idle"],
  ])("%s + %s (value valid: %s) → %s", (current, event, valid, expected) => {
    expect(nextFeedback(current, event, valid)).toBe(expected);
  });
});
