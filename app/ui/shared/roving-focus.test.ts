import { describe, expect, it } from "vitest";
import { rovingTarget } from "./roving-focus";

describe("arrow-key movement among a widget's items (WAI-ARIA APG)", () => {
  it.each([
    ["ArrowRight", 0, 1],
    ["ArrowRight", 3, 0],
    ["ArrowLeft", 0, 3],
    ["ArrowLeft", 2, 1],
    ["Home", 2, 0],
    ["End", 1, 3],
  ])("in a horizontal widget of 4 (tabs), %s from %i goes to %i", (key, current, expected) => {
    expect(rovingTarget(key, current, 4, { orientation: "horizontal" })).toBe(expected);
  });

  it.each([
    ["ArrowDown", 0, 1],
    ["ArrowDown", 2, 0],
    ["ArrowUp", 0, 2],
    ["ArrowUp", 2, 1],
    ["Home", 2, 0],
    ["End", 0, 2],
  ])("in a vertical widget of 3 (accordion headers, options), %s from %i goes to %i", (key, current, expected) => {
    expect(rovingTarget(key, current, 3, { orientation: "vertical" })).toBe(expected);
  });

  it("starts at the first item going forward and at the last going back when none is active", () => {
    expect(rovingTarget("ArrowDown", -1, 3, { orientation: "vertical" })).toBe(0);
    expect(rovingTarget("ArrowUp", -1, 3, { orientation: "vertical" })).toBe(2);
  });

  it.each([
    ["ArrowDown", "horizontal"],
    ["ArrowLeft", "vertical"],
    ["Enter", "vertical"],
    ["Tab", "horizontal"],
    ["a", "vertical"],
  ] as const)("leaves %s alone in a %s widget", (key, orientation) => {
    expect(rovingTarget(key, 1, 3, { orientation })).toBeUndefined();
  });

  it("leaves Home and End to a combobox's text box when asked to", () => {
    expect(rovingTarget("Home", 2, 3, { orientation: "vertical", homeAndEnd: false })).toBeUndefined();
    expect(rovingTarget("End", 0, 3, { orientation: "vertical", homeAndEnd: false })).toBeUndefined();
    expect(rovingTarget("ArrowDown", 2, 3, { orientation: "vertical", homeAndEnd: false })).toBe(0);
  });

  it("moves nowhere when there is nothing to move to", () => {
    expect(rovingTarget("ArrowDown", 0, 0, { orientation: "vertical" })).toBeUndefined();
  });
});
