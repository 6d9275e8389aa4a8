import { describe, expect, it } from "vitest";
import { wrapTarget } from "./focusable";

const a = { id: "a" } as unknown as HTMLElement;
const b = { id: "b" } as unknown as HTMLElement;
const c = { id: "c" } as unknown as HTMLElement;
const outside = { id: "outside" } as unknown as HTMLElement;

describe("wrapTarget (focus trap)", () => {
  it.each([
    ["Tab from the last goes to the first", c, false, a],
    ["Shift+Tab from the first goes to the last", a, true, c],
    ["Tab from the middle stays with the browser", b, false, undefined],
    ["Shift+Tab from the middle stays with the browser", b, true, undefined],
    ["Tab from outside goes to the first", outside, false, a],
    ["Shift+Tab from outside goes to the last", outside, true, c],
    ["Tab with nothing focused goes to the first", null, false, a],
  ] as const)("%s", (_name, active, backwards, expected) => {
    expect(wrapTarget([a, b, c], active, backwards)).toBe(expected);
  });

  it("has nowhere to go in a dialog without focusable elements", () => {
    expect(wrapTarget([], null, false)).toBeUndefined();
  });
});
