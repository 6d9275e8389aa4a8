import { describe, expect, it } from "vitest";
import {
  HINT_CLOSE_DELAY_MS,
  HINT_HIDE_TRANSITION_MS,
  HINT_TYPES,
  hintTimer,
  initialHintState,
  nextHint,
  type HintEvent,
  type HintState,
} from "./hint.machine";

describe("hint constants (§3, §9)", () => {
  it("has the six placements", () => {
    expect(HINT_TYPES).toEqual(["bottom-right", "bottom-center", "bottom-left", "top-right", "top-center", "top-left"]);
  });
  it("waits 400 ms and fades over 310 ms", () => {
    expect(HINT_CLOSE_DELAY_MS).toBe(400);
    expect(HINT_HIDE_TRANSITION_MS).toBe(310);
  });
});

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
