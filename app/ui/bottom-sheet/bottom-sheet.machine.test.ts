import { describe, expect, it } from "vitest";
import { dismissesSheet, sheetOffset } from "./bottom-sheet.machine";

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
