import { describe, expect, it } from "vitest";
import { initialOpenSteps, toggleStep, type OpenSteps } from "./accordion.machine";

describe("initialOpenSteps", () => {
  it.each([
    [3, true, true, []],
    [3, true, false, []],
    [3, false, false, [0, 1, 2]],
    [3, false, true, [0]],
    [0, false, false, []],
  ] as const)("with %i steps, collapse %s, closeOthers %s opens %j", (count, collapse, closeOthers, expected) => {
    expect(initialOpenSteps(count, collapse, closeOthers)).toEqual(expected);
  });
});

describe("toggleStep", () => {
  const cases: readonly [
    open: OpenSteps,
    index: number,
    closeOthers: boolean,
    expected: { open: OpenSteps; opened?: number },
  ][] = [
    [[], 1, true, { open: [1], opened: 1 }],
    [[0], 1, true, { open: [1], opened: 1 }],
    [[1], 1, true, { open: [] }],
    [[0], 2, false, { open: [0, 2], opened: 2 }],
    [[2], 0, false, { open: [0, 2], opened: 0 }],
    [[0, 2], 2, false, { open: [0] }],
  ];
  it.each(cases)("open %j, press %i (closeOthers %s) gives %j", (open, index, closeOthers, expected) => {
    expect(toggleStep(open, index, { closeOthers })).toEqual(expected);
  });
});
