import { describe, expect, it } from "vitest";
import {
  canDrag,
  dragOffset,
  isDrag,
  isFlick,
  lastIndex,
  layoutForViewport,
  settleDurationMs,
  slideWidth,
  snapIndex,
  type Release,
} from "./slider-math";

describe("slideWidth: (host width − peek) / slidesPerPage", () => {
  it.each([
    [1000, { slidesPerPage: 1, peekAmount: 0 }, 1000],
    [1000, { slidesPerPage: 2, peekAmount: 0 }, 500],
    [375, { slidesPerPage: 1, peekAmount: 80 }, 295],
    [900, { slidesPerPage: 3, peekAmount: 60 }, 280],
  ])("host %i with %j gives %d", (host, layout, expected) => {
    expect(slideWidth(host, layout)).toBe(expected);
  });
});

describe("layoutForViewport", () => {
  const configured = { slidesPerPage: 4, peekAmount: 0 };
  it.each([
    [375, true, { slidesPerPage: 1, peekAmount: 80 }],
    [766, true, { slidesPerPage: 1, peekAmount: 80 }],
    [767, true, { slidesPerPage: 2, peekAmount: 0 }],
    [1024, true, { slidesPerPage: 2, peekAmount: 0 }],
    [1025, true, configured],
    [375, false, configured],
  ])("at %ipx (responsive %s) is %j", (width, responsive, expected) => {
    expect(layoutForViewport(width, configured, responsive)).toEqual(expected);
  });
});

describe("drag rules", () => {
  it.each([
    [5, 1, true],
    [2, 1, true],
    [1, 1, false],
    [3, 4, false],
  ])("%i slides at %i per page can be dragged: %s", (count, perPage, expected) => {
    expect(canDrag(count, perPage)).toBe(expected);
  });

  it.each([
    [7, false],
    [-7, false],
    [7.5, true],
    [-8, true],
    [0, false],
  ])("a move of %dpx is a drag: %s", (distance, expected) => {
    expect(isDrag(distance)).toBe(expected);
  });

  it.each([
    [9, false, false],
    [10, false, true],
    [100, false, true],
    [101, false, false],
    [101, true, true],
    [110, true, true],
    [111, true, false],
  ])("a release after %i ms (mobile %s) is a flick: %s", (elapsed, mobile, expected) => {
    expect(isFlick(elapsed, mobile)).toBe(expected);
  });

  it.each([
    [5, 1, 4],
    [5, 2, 3],
    [2, 4, 0],
    [0, 1, 0],
  ])("%i slides at %i per page rest at most at index %i", (count, perPage, expected) => {
    expect(lastIndex(count, perPage)).toBe(expected);
  });
});

describe("snapIndex", () => {
  const release = (overrides: Partial<Release>): Release => ({
    startIndex: 1,
    distancePx: 0,
    elapsedMs: 500,
    slideWidthPx: 300,
    mobile: false,
    count: 5,
    slidesPerPage: 1,
    ...overrides,
  });
  const cases: readonly [name: string, overrides: Partial<Release>, expected: number][] = [
    ["a press under 7px stays", { distancePx: -7 }, 1],
    ["a slow drag forward under half a slide rounds back", { distancePx: -140 }, 1],
    ["a slow drag forward over half a slide rounds on", { distancePx: -160 }, 2],
    ["a slow drag back over half a slide rounds back one", { distancePx: 160 }, 0],
    ["a slow drag of one and a half slides rounds to nearest", { distancePx: -470 }, 3],
    ["a forward flick ceils", { distancePx: -20, elapsedMs: 80 }, 2],
    ["a back flick floors", { distancePx: 20, elapsedMs: 80 }, 0],
    ["a forward flick at 100 ms on desktop still ceils", { distancePx: -20, elapsedMs: 100 }, 2],
    ["a forward move at 105 ms on desktop rounds", { distancePx: -20, elapsedMs: 105 }, 1],
    ["a forward move at 105 ms on mobile is a flick", { distancePx: -20, elapsedMs: 105, mobile: true }, 2],
    ["a release under 10 ms is no flick", { distancePx: -20, elapsedMs: 9 }, 1],
    ["a flick past the start clamps to 0", { startIndex: 0, distancePx: 50, elapsedMs: 50 }, 0],
    ["a drag past the end clamps to the last index", { startIndex: 4, distancePx: -900 }, 4],
    ["the last index counts slides per page", { startIndex: 2, distancePx: -900, slidesPerPage: 2 }, 3],
    ["a flick forward over a whole slide ceils to the one after", { distancePx: -310, elapsedMs: 60 }, 3],
  ];
  it.each(cases)("%s", (_name, overrides, expected) => {
    expect(snapIndex(release(overrides))).toBe(expected);
  });
});

describe("dragOffset", () => {
  it.each([
    [-90, 1, -90],
    [90, 0, 30],
    [-90, 4, -30],
    [90, 4, 90],
  ])("a drag of %ipx from index %i moves the track %ipx", (distance, start, expected) => {
    expect(dragOffset(distance, start, 5, 1)).toBe(expected);
  });
});

describe("settleDurationMs", () => {
  it.each([
    [300, 300, 300],
    [600, 300, 300],
    [150, 300, 150],
    [-75, 300, 75],
    [0, 300, 0],
    [100, 0, 0],
  ])("%ipx left on a %ipx slide settles in %i ms", (remaining, width, expected) => {
    expect(settleDurationMs(remaining, width)).toBe(expected);
  });
});
