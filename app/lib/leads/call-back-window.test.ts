import { describe, expect, it } from "vitest";
import { expectedCall, expectedCallText } from "./call-back-window";
import type { PreferredTime } from "./lead-submission";

// 2026-11-24 is a Tuesday; times are South African (UTC+2).
const sa = (isoLocal: string) => new Date(`${isoLocal}+02:00`);

describe("expectedCallText: when a visitor may expect the call", () => {
  it.each<[string, PreferredTime, string]>([
    ["2026-11-24T10:15", "anytime", "today before 19:00"],
    ["2026-11-24T07:30", "anytime", "today between 08:00 and 19:00"],
    ["2026-11-24T10:15", "morning", "today before 12:00"],
    ["2026-11-24T10:15", "afternoon", "today between 12:00 and 17:00"],
    ["2026-11-24T10:15", "evening", "today between 17:00 and 19:00"],
    ["2026-11-24T18:59", "evening", "today before 19:00"],
    [
      "2026-11-24T19:00",
      "anytime",
      "on Wednesday between 08:00 and 19:00 (the next working day, if that is a public holiday)",
    ],
    [
      "2026-11-24T13:00",
      "morning",
      "on Wednesday between 08:00 and 12:00 (the next working day, if that is a public holiday)",
    ],
    // Friday evening: Saturday has call-backs in the morning only.
    [
      "2026-11-27T19:30",
      "anytime",
      "on Saturday between 08:00 and 12:00 (the next working day, if that is a public holiday)",
    ],
    [
      "2026-11-27T19:30",
      "afternoon",
      "on Monday between 12:00 and 17:00 (the next working day, if that is a public holiday)",
    ],
    ["2026-11-28T09:00", "anytime", "today before 12:00"],
    [
      "2026-11-28T12:00",
      "anytime",
      "on Monday between 08:00 and 19:00 (the next working day, if that is a public holiday)",
    ],
    [
      "2026-11-29T11:00",
      "evening",
      "on Monday between 17:00 and 19:00 (the next working day, if that is a public holiday)",
    ],
  ])("asked at %s for %s: %s", (at, preferred, text) => {
    expect(expectedCallText(expectedCall(preferred, sa(at)))).toBe(text);
  });
});
