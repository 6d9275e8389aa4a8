import { describe, expect, it } from "vitest";
import { chooseEncoding } from "./compress";

describe("chooseEncoding", () => {
  it.each([
    [undefined, undefined],
    ["", undefined],
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["identity", undefined],
    ["*", "br"],
    ["*;q=0, gzip;q=0.5", "gzip"],
    ["deflate", undefined],
  ])("Accept-Encoding %s gives %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
