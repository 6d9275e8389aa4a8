import { parseDecimal } from "~/lib/validation/number-value";

export interface StepperLimits {
  readonly step?: number;
  readonly min?: number;
  readonly max?: number;
}

const decimalsOf = (step: number) => (String(step).split(".")[1] ?? "").length;

export function clampToLimits(value: number, { min, max }: StepperLimits): number {
  if (min !== undefined && value < min) return min;
  if (max !== undefined && value > max) return max;
  return value;
}

/**
 * The stepper's − and + (and ArrowDown / ArrowUp): one step from the current number, kept within the
 * limits and rounded to the step's decimals (so 0.1 + 0.2 shows 0.3). An empty or unreadable field starts
 * from the minimum, or 0.
 */
export function stepValue(text: string, direction: 1 | -1, limits: StepperLimits): string {
  const step = limits.step ?? 1;
  const current = parseDecimal(text);
  const next = current === undefined ? (limits.min ?? 0) : current + direction * step;
  return clampToLimits(next, limits).toFixed(decimalsOf(step));
}

/** APG spinbutton keys: ArrowUp/ArrowDown step, Home/End jump to the minimum/maximum when there is one. */
export function spinButtonValue(key: string, text: string, limits: StepperLimits): string | undefined {
  switch (key) {
    case "ArrowUp":
      return stepValue(text, 1, limits);
    case "ArrowDown":
      return stepValue(text, -1, limits);
    case "Home":
      return limits.min === undefined ? undefined : String(limits.min);
    case "End":
      return limits.max === undefined ? undefined : String(limits.max);
    default:
      return undefined;
  }
}
