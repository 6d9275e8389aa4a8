import { describe, expect, it } from "vitest";
import { BACKDROP_FADE_MS, BOTTOM_SHEET_MAX_WIDTH, dismissesSheet, sheetOffset } from "./bottom-sheet.machine";

describe("bottom sheet constants (§9)", () => {
  it("is at most 500px wide with a 300 ms backdrop fade", () => {
    expect(BOTTOM_SHEET_MAX_WIDTH).toBe(500);
    expect(BACKDROP_FADE_MS).toBe(300);
  });
});

describe("dismissesSheet", () => {
  it.each([
    [100, 400, false],
    [101, 400, true],
    [60, 400, false],
    [60, 149, false],
    [74.5, 149, false],
    [75, 149, true],
    [61, 120, true],
    [60, 120, false],
    [101, 120, true],
    [76, 150, false],
    [-200, 400, false],
  ])("a drag of %dpx on a sheet %ipx tall dismisses it: %s", (drag, height, expected) => {
    expect(dismissesSheet(drag, height)).toBe(expected);
  });
});

describe("sheetOffset", () => {
  it.each([
    [40, 40],
    [0, 0],
    [-30, 0],
  ])("a drag of %ipx moves the sheet %ipx", (drag, expected) => {
    expect(sheetOffset(drag)).toBe(expected);
  });
});
