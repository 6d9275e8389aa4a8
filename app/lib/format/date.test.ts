import { describe, expect, it } from "vitest";
import { formatDate } from "./date";

describe("formatDate", () => {
  it.each([
    ["2026-01-29", "29 January 2026"],
    ["2025-11-21", "21 November 2025"],
    ["2018-04-01", "1 April 2018"],
  ])("writes %s as %s", (iso, words) => {
    expect(formatDate(iso)).toBe(words);
  });

  it.each(["29/01/2026", "2026-13-01", "2026-01-00", ""])("refuses %j", (text) => {
    expect(() => formatDate(text)).toThrow(RangeError);
  });
});
