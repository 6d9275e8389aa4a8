import { describe, expect, it } from "vitest";
import { jumpToImage, nextImage, previousImage, thumbnailWindowStart } from "./gallery.machine";

describe("moving between images (§4.7)", () => {
  it.each([
    [0, 5, 1, 0],
    [3, 5, 4, 2],
    [4, 5, 4, 3],
    [0, 1, 0, 0],
    [0, 0, 0, 0],
  ])("from %i of %i: next %i, previous %i", (index, count, next, previous) => {
    expect(nextImage(index, count)).toBe(next);
    expect(previousImage(index, count)).toBe(previous);
  });

  it.each([
    [2, 5, 2],
    [-3, 5, 0],
    [9, 5, 4],
    [2.7, 5, 2],
    [3, 0, 0],
  ])("a jump to %d of %i lands on %i", (target, count, expected) => {
    expect(jumpToImage(target, count)).toBe(expected);
  });
});

describe("thumbnailWindowStart", () => {
  it.each([
    [0, 0, 8, 0],
    [0, 3, 8, 0],
    [0, 4, 8, 1],
    [1, 7, 8, 4],
    [4, 2, 8, 2],
    [4, 5, 8, 4],
    [0, 2, 3, 0],
    [5, 0, 8, 0],
  ])("from start %i with image %i active of %i starts at %i", (previous, active, count, expected) => {
    expect(thumbnailWindowStart(previous, active, count)).toBe(expected);
  });
});
