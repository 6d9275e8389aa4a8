import { describe, expect, it } from "vitest";
import {
  isEmulatedMouseEvent,
  nextRipple,
  rippleGeometry,
  startRipple,
  type Ripple,
  type RippleEvent,
} from "./ripple.machine";

describe("ripple transitions", () => {
  const cases: readonly [from: Ripple, event: RippleEvent, to: Ripple][] = [
    [{ state: "entering", released: false }, "entered", { state: "visible", released: false }],
    [{ state: "entering", released: false }, "released", { state: "entering", released: true }],
    [{ state: "entering", released: true }, "entered", { state: "exiting", released: true }],
    [{ state: "entering", released: false }, "exited", { state: "entering", released: false }],
    [{ state: "visible", released: false }, "released", { state: "exiting", released: true }],
    [{ state: "visible", released: false }, "entered", { state: "visible", released: false }],
    [{ state: "exiting", released: true }, "exited", { state: "hidden", released: true }],
    [{ state: "exiting", released: true }, "released", { state: "exiting", released: true }],
    [{ state: "hidden", released: true }, "entered", { state: "hidden", released: true }],
  ];
  it.each(cases)("%j on %s becomes %j", (from, event, to) => {
    expect(nextRipple(from, event)).toEqual(to);
  });

  it("starts entering and unreleased", () => {
    expect(startRipple()).toEqual({ state: "entering", released: false });
  });
});

describe("touch-to-mouse suppression (800 ms)", () => {
  it.each([
    [undefined, 1000, false],
    [1000, 1000, true],
    [1000, 1799, true],
    [1000, 1800, false],
    [1000, 5000, false],
  ] as const)("after a touch at %s, a mouse press at %s is emulated: %s", (touchAt, now, expected) => {
    expect(isEmulatedMouseEvent(touchAt, now)).toBe(expected);
  });
});

describe("rippleGeometry", () => {
  it.each([
    [
      { width: 100, height: 40 },
      { x: 50, y: 20 },
      { size: 2 * Math.hypot(50, 20), left: 50 - Math.hypot(50, 20), top: 20 - Math.hypot(50, 20) },
    ],
    [
      { width: 100, height: 40 },
      { x: 0, y: 0 },
      { size: 2 * Math.hypot(100, 40), left: -Math.hypot(100, 40), top: -Math.hypot(100, 40) },
    ],
  ])("covers the host %j from %j", (host, press, expected) => {
    const result = rippleGeometry(host, press);
    expect(result.size).toBeCloseTo(expected.size);
    expect(result.left).toBeCloseTo(expected.left);
    expect(result.top).toBeCloseTo(expected.top);
  });
});
