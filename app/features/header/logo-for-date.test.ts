import { describe, expect, it } from "vitest";
import { brand } from "~/content/brand";
import { logoForDate } from "./logo-for-date";

describe("logoForDate", () => {
  it.each([
    ["2023-09-08T12:00:00+02:00", brand.logo.rugby],
    ["2023-10-29T23:59:59+02:00", brand.logo.rugby],
    ["2023-10-30T00:00:00+02:00", brand.logo.standard],
    ["2024-01-01T08:00:00+02:00", brand.logo.standard],
    ["2026-11-21T08:00:00+02:00", brand.logo.standard],
  ])("on %s shows %s", (iso, expected) => {
    expect(logoForDate(brand.logo, new Date(iso))).toBe(expected);
  });
});
