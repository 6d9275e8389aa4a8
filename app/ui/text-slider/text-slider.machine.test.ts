import { describe, expect, it } from "vitest";
import { isRotating, nextText, previousText, wantsRotation, type RotationInputs } from "./text-slider.machine";

describe("rotation", () => {
  const base: RotationInputs = { choice: undefined, reducedMotion: false, hovered: false, focused: false };
  const cases: readonly [string, Partial<RotationInputs>, boolean][] = [
    ["rotates by default", {}, true],
    ["pauses while hovered", { hovered: true }, false],
    ["pauses while focus is inside", { focused: true }, false],
    ["does not rotate under prefers-reduced-motion", { reducedMotion: true }, false],
    ["rotates under reduced motion when the visitor pressed play", { reducedMotion: true, choice: "play" }, true],
    ["stays paused after the visitor pressed pause", { choice: "pause" }, false],
    ["pauses on hover even after the visitor pressed play", { choice: "play", hovered: true }, false],
  ];
  it.each(cases)("%s", (_name, overrides, expected) => {
    expect(isRotating({ ...base, ...overrides })).toBe(expected);
  });

  it.each([
    [undefined, false, true],
    [undefined, true, false],
    ["pause", false, false],
    ["play", true, true],
  ] as const)("choice %s with reduced motion %s wants rotation: %s", (choice, reducedMotion, expected) => {
    expect(wantsRotation({ choice, reducedMotion })).toBe(expected);
  });
});

describe("nextText and previousText", () => {
  it.each([
    [0, 3, 1, 2],
    [2, 3, 0, 1],
    [0, 1, 0, 0],
    [0, 0, 0, 0],
  ])("from %i of %i: next %i, previous %i", (index, count, next, previous) => {
    expect(nextText(index, count)).toBe(next);
    expect(previousText(index, count)).toBe(previous);
  });
});
