import { describe, expect, it } from "vitest";
import { smallCardCount } from "./small-card-count";

const none = { left: false, bottom: false };
const both = { left: true, bottom: true };

describe("smallCardCount (§9)", () => {
  it.each([
    [0, none, 1],
    [200, none, 1],
    [201, none, 2],
    [350, none, 2],
    [351, none, 3],
    [500, none, 3],
    [501, none, 4],
    [1200, none, 4],
    [300, both, 1],
    [301, both, 2],
    [450, both, 2],
    [451, both, 3],
    [600, both, 3],
    [601, both, 4],
    [250, { left: true, bottom: false }, 2],
    [250, { left: false, bottom: true }, 2],
  ])("content %ipx high with images %j shows %i small cards", (height, images, expected) => {
    expect(smallCardCount(height, images)).toBe(expected);
  });
});
