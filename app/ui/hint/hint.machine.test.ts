import { describe, expect, it } from "vitest";
import { hintTimer, initialHintState, nextHint, type HintEvent, type HintState } from "./hint.machine";

describe("nextHint", () => {
  const cases: readonly [HintState, HintEvent, HintState][] = [
    ["open", "dismiss", "closing"],
    ["open", "delay-elapsed", "open"],
    ["closing", "dismiss", "closing"],
    ["closing", "delay-elapsed", "hiding"],
    ["hiding", "hidden", "closed"],
    ["hiding", "dismiss", "hiding"],
    ["closed", "dismiss", "closed"],
  ];
  it.each(cases)("%s on %s becomes %s", (from, event, to) => {
    expect(nextHint(from, event)).toBe(to);
  });

  it.each([
    [false, "open"],
    [true, "closed"],
  ] as const)("starts %s→%s when disabled is %s", (disabled, expected) => {
    expect(initialHintState(disabled)).toBe(expected);
  });
});

describe("hintTimer", () => {
  it.each([
    ["open", undefined],
    ["closing", { afterMs: 400, event: "delay-elapsed" }],
    ["hiding", { afterMs: 310, event: "hidden" }],
    ["closed", undefined],
  ] as const)("%s waits %j", (state, expected) => {
    expect(hintTimer(state)).toEqual(expected);
  });
});
