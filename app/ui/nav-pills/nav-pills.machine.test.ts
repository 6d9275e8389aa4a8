import { describe, expect, it } from "vitest";
import {
  canNextPill,
  canPreviousPill,
  easeInOut,
  pillScrollProgress,
  pillScrollTarget,
  selectPill,
  type PillsState,
} from "./nav-pills.machine";

const labels = ["Cars", "Bakkies", "Motorcycles", "Cars"];

describe("selectPill", () => {
  const idle: PillsState = { index: 0, lockedUntil: 0 };
  const cases: readonly [string, PillsState, number, number, ReturnType<typeof selectPill>][] = [
    [
      "moves and locks for 400 ms",
      idle,
      2,
      1000,
      { state: { index: 2, lockedUntil: 1400 }, change: { from: "Cars", to: "Motorcycles" } },
    ],
    [
      "ignores a change while moving",
      { index: 2, lockedUntil: 1400 },
      1,
      1399,
      { state: { index: 2, lockedUntil: 1400 } },
    ],
    [
      "accepts a change once the lock ends",
      { index: 2, lockedUntil: 1400 },
      1,
      1400,
      { state: { index: 1, lockedUntil: 1800 }, change: { from: "Motorcycles", to: "Bakkies" } },
    ],
    [
      "moves without an event when the label text is the same",
      idle,
      3,
      1000,
      { state: { index: 3, lockedUntil: 1400 } },
    ],
    ["ignores the pill already active", idle, 0, 1000, { state: idle }],
    ["ignores an index before the first", idle, -1, 1000, { state: idle }],
    ["ignores an index after the last", idle, 4, 1000, { state: idle }],
  ];
  it.each(cases)("%s", (_name, state, target, now, expected) => {
    expect(selectPill(state, target, now, labels)).toEqual(expected);
  });
});

describe("previous and next (§4.7)", () => {
  it.each([
    [0, 4, false, true],
    [1, 4, true, true],
    [3, 4, true, false],
    [0, 1, false, false],
  ])("at %i of %i: previous %s, next %s", (index, count, previous, next) => {
    expect(canPreviousPill(index)).toBe(previous);
    expect(canNextPill(index, count)).toBe(next);
  });
});

describe("pillScrollTarget", () => {
  it.each([
    [{ width: 300, scrollWidth: 900 }, { left: 400, width: 100 }, 300],
    [{ width: 300, scrollWidth: 900 }, { left: 50, width: 100 }, 0],
    [{ width: 300, scrollWidth: 900 }, { left: 850, width: 50 }, 600],
    [{ width: 300, scrollWidth: 300 }, { left: 200, width: 100 }, 0],
  ])("strip %j, pill %j scrolls to %i", (strip, pill, expected) => {
    expect(pillScrollTarget(strip, pill)).toBe(expected);
  });
});

describe("pillScrollProgress", () => {
  it.each([
    [0, 0],
    [125, 0.5],
    [240, expect.closeTo(1, 2)],
    [250, 1],
    [1000, 1],
  ])("after %i ms the strip has come its share of the way (§9: 250 ms)", (elapsed, progress) => {
    expect(pillScrollProgress(elapsed)).toEqual(progress);
  });
});

describe("easeInOut", () => {
  it.each([
    [0, 250, 0],
    [62.5, 250, 0.125],
    [125, 250, 0.5],
    [187.5, 250, 0.875],
    [250, 250, 1],
    [400, 250, 1],
    [10, 0, 1],
  ])("%d ms into %d ms is %d", (elapsed, duration, expected) => {
    expect(easeInOut(elapsed, duration)).toBeCloseTo(expected);
  });
});
