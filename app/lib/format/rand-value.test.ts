import { afterEach, describe, expect, it, vi } from "vitest";
import { randValue } from "./rand-value";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("randValue (the currency filter)", () => {
  it.each<[string | number, string]>([
    [137754.32, "R 137 754.32"],
    ["137754.32", "R 137 754.32"],
    ["60000", "R 60 000.00"],
    [" 69 ", "R 69.00"],
    [0, "R 0.00"],
    ["-250", "-R 250.00"],
    ["1500abc", "R 1 500.00"],
  ])("formats %j as %j", (input, expected) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(randValue(input)).toBe(expected);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each<string | number>(["abc", "", "R 60 000", ".5", Number.NaN])("returns %j unchanged and warns", (input) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(randValue(input)).toBe(input);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatch(/is not a valid input for the rand-value pipe$/);
  });
});
