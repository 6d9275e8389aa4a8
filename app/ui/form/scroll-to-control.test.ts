import { describe, expect, it } from "vitest";
import { centredScrollTop, linearScrollTop, type ScrollGeometry } from "./scroll-to-control";

describe("scrolling to a control", () => {
  it.each<[string, ScrollGeometry, number]>([
    [
      "a field below the fold moves to the middle",
      { elementTop: 1500, elementHeight: 100, viewportHeight: 900, scrollTop: 0, maxScrollTop: 3000 },
      1100,
    ],
    [
      "a field above the viewport comes back down",
      { elementTop: -400, elementHeight: 100, viewportHeight: 900, scrollTop: 2000, maxScrollTop: 3000 },
      1200,
    ],
    [
      "never above the top of the page",
      { elementTop: 100, elementHeight: 100, viewportHeight: 900, scrollTop: 0, maxScrollTop: 3000 },
      0,
    ],
    [
      "never past the end of the page",
      { elementTop: 880, elementHeight: 60, viewportHeight: 900, scrollTop: 2900, maxScrollTop: 3000 },
      3000,
    ],
    [
      "a control taller than the viewport is aligned to the top",
      { elementTop: 500, elementHeight: 1000, viewportHeight: 900, scrollTop: 100, maxScrollTop: 3000 },
      600,
    ],
    [
      "a page shorter than the viewport does not scroll",
      { elementTop: 300, elementHeight: 50, viewportHeight: 900, scrollTop: 0, maxScrollTop: -200 },
      0,
    ],
  ])("%s", (_, geometry, expected) => {
    expect(centredScrollTop(geometry)).toBe(expected);
  });

  it.each([
    [0, 0],
    [250, 500],
    [125, 250],
    [500, 1000],
    [700, 1000],
    [-10, 0],
  ])("after %i ms of 500 a linear scroll from 0 to 1000 is at %i", (elapsed, expected) => {
    expect(linearScrollTop(0, 1000, elapsed, 500)).toBe(expected);
  });

  it("scrolls upwards as linearly", () => {
    expect(linearScrollTop(1000, 200, 250, 500)).toBe(600);
  });
});
