import { describe, expect, it } from "vitest";
import { clampToLimits, spinButtonValue, stepValue, type StepperLimits } from "./stepper";

describe("stepValue", () => {
  it.each<[string, 1 | -1, StepperLimits, string]>([
    ["5", 1, {}, "6"],
    ["5", -1, {}, "4"],
    ["", 1, {}, "0"],
    ["", 1, { min: 24 }, "24"],
    ["abc", -1, { min: 24 }, "24"],
    ["72", 1, { min: 24, max: 72 }, "72"],
    ["24", -1, { min: 24, max: 72 }, "24"],
    ["10", 1, { min: 24, max: 72 }, "24"],
    ["60", 1, { step: 12, max: 72 }, "72"],
    ["0.2", 1, { step: 0.1 }, "0.3"],
    ["-1", -1, {}, "-2"],
  ])("%j stepped %i within %o → %j", (text, direction, limits, expected) => {
    expect(stepValue(text, direction, limits)).toBe(expected);
  });
});

describe("spinButtonValue (APG spinbutton keys)", () => {
  const limits = { min: 24, max: 72, step: 12 };
  it.each([
    ["ArrowUp", "36", "48"],
    ["ArrowDown", "36", "24"],
    ["Home", "36", "24"],
    ["End", "36", "72"],
    ["PageUp", "36", undefined],
    ["a", "36", undefined],
  ])("%s on %j → %j", (key, text, expected) => {
    expect(spinButtonValue(key, text, limits)).toBe(expected);
  });

  it("leaves Home and End alone without limits", () => {
    expect(spinButtonValue("Home", "3", {})).toBeUndefined();
    expect(spinButtonValue("End", "3", {})).toBeUndefined();
  });
});

describe("clampToLimits", () => {
  it.each([
    [5, { min: 10 }, 10],
    [50, { max: 10 }, 10],
    [7, { min: 1, max: 10 }, 7],
  ])("%d within %o → %d", (value, limits, expected) => {
    expect(clampToLimits(value, limits)).toBe(expected);
  });
});
