/** §9 range helper increments; "100th" is the default. */
export const RANGE_INCREMENTS = {
  "100th": 100_000,
  "50th": 50_000,
  "25th": 25_000,
} as const;

export type RangeIncrement = keyof typeof RANGE_INCREMENTS;

export const DEFAULT_RANGE_INCREMENT: RangeIncrement = "100th";

export interface ValueRangeOptions {
  readonly min?: number;
  readonly max?: number;
  readonly increment?: RangeIncrement;
}

/**
 * Where a value falls: the band [floor, floor + increment] that holds it, or the limit it lies beyond.
 * The outside cases are their own kinds, not a band, because a caller words them differently ("under
 * R 100 000", not "R 100 000 – R 100 000").
 */
export type ValueRange =
  | { readonly kind: "band"; readonly from: number; readonly to: number }
  | { readonly kind: "belowMin"; readonly min: number }
  | { readonly kind: "aboveMax"; readonly max: number };

/** Limits are inclusive: a value equal to min or max is inside and gets its band. */
export function valueRange(
  value: number,
  { min, max, increment = DEFAULT_RANGE_INCREMENT }: ValueRangeOptions = {},
): ValueRange {
  if (min !== undefined && value < min) return { kind: "belowMin", min };
  if (max !== undefined && value > max) return { kind: "aboveMax", max };
  const step = RANGE_INCREMENTS[increment];
  const from = Math.floor(value / step) * step;
  return { kind: "band", from, to: from + step };
}
