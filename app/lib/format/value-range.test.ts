import { describe, expect, it } from "vitest";
import { valueRange, type ValueRange, type ValueRangeOptions } from "./value-range";

describe("valueRange (§9 range helper)", () => {
  it.each<[number, ValueRangeOptions | undefined, ValueRange]>([
    [250_000, undefined, { kind: "band", from: 200_000, to: 300_000 }],
    [250_000, { increment: "100th" }, { kind: "band", from: 200_000, to: 300_000 }],
    [250_000, { increment: "50th" }, { kind: "band", from: 250_000, to: 300_000 }],
    [249_999, { increment: "50th" }, { kind: "band", from: 200_000, to: 250_000 }],
    [260_000, { increment: "25th" }, { kind: "band", from: 250_000, to: 275_000 }],
    [0, undefined, { kind: "band", from: 0, to: 100_000 }],
    [99_999.99, undefined, { kind: "band", from: 0, to: 100_000 }],
    [50_000, { min: 100_000, max: 1_000_000 }, { kind: "belowMin", min: 100_000 }],
    [1_000_001, { min: 100_000, max: 1_000_000 }, { kind: "aboveMax", max: 1_000_000 }],
    [100_000, { min: 100_000, max: 1_000_000 }, { kind: "band", from: 100_000, to: 200_000 }],
    [1_000_000, { min: 100_000, max: 1_000_000 }, { kind: "band", from: 1_000_000, to: 1_100_000 }],
  ])("%d with %o → %o", (value, options, expected) => {
    expect(valueRange(value, options)).toEqual(expected);
  });
});
