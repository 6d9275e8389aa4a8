import { describe, expect, it } from "vitest";
import { formatDate, HOUSE_DATE } from "./date";

describe("formatDate", () => {
  it.each([
    ["2026-10-28", "28 October 2026"],
    ["2026-01-01", "1 January 2026"],
    ["2024-02-29", "29 February 2024"],
    ["2026-11-23", "23 November 2026"],
  ])("writes the calendar date %s as %s", (date, expected) => {
    expect(formatDate(date)).toBe(expected);
  });

  it("writes the day an instant falls on in South Africa (UTC+2)", () => {
    expect(formatDate(new Date("2026-10-28T21:59:59Z"))).toBe("28 October 2026");
    expect(formatDate(new Date("2026-10-28T22:00:00Z"))).toBe("29 October 2026");
    expect(formatDate("2026-12-31T23:30:00Z")).toBe("1 January 2027");
  });

  it("writes what en-ZA's long date writes", () => {
    const instant = new Date("2026-06-05T10:00:00Z");
    expect(formatDate(instant)).toBe(
      instant.toLocaleDateString("en-ZA", {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "Africa/Johannesburg",
      }),
    );
  });

  it.each(["2026-02-30", "2026-13-01", "2026-01-00", "29/01/2026", "", "not a date"])("refuses %j", (date) => {
    expect(() => formatDate(date)).toThrow(RangeError);
  });

  it("HOUSE_DATE accepts what it writes and nothing else", () => {
    expect(formatDate("2026-10-28")).toMatch(HOUSE_DATE);
    for (const other of ["28 Oct 2026", "2026/10/28", "October 28, 2026", "28/10/2026", "028 October 2026"])
      expect(other).not.toMatch(HOUSE_DATE);
  });
});
