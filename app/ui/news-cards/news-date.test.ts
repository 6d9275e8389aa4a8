import { describe, expect, it } from "vitest";
import { formatNewsDate, isoDate } from "./news-date";

describe("formatNewsDate (yyyy/MM/dd)", () => {
  it.each([
    ["2025-07-14", "2025/07/14"],
    ["2025-01-02T23:30:00+02:00", "2025/01/02"],
    [new Date(2024, 11, 31), "2024/12/31"],
    [new Date(2023, 0, 5, 12), "2023/01/05"],
  ])("shows %j as %s", (date, expected) => {
    expect(formatNewsDate(date)).toBe(expected);
  });

  it("refuses something that is not a date", () => {
    expect(() => formatNewsDate("next Tuesday")).toThrow(RangeError);
  });

  it("gives <time> its ISO form", () => {
    expect(isoDate("2025-07-14")).toBe("2025-07-14");
  });
});
