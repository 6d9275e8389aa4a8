import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
import { NumberDisplay } from "./number-display";
import { assertNumberDisplayConfig, type NumberDisplayConfig } from "./number-display-config";

describe("assertNumberDisplayConfig (§5, §8)", () => {
  it.each([
    { type: "price", display: 1 },
    { type: "percentage", display: -4.5 },
    { type: "plain", display: 0 },
  ])("accepts %j", (options) => {
    expect(() => assertNumberDisplayConfig(options)).not.toThrow();
  });

  it.each([
    ["nothing", undefined],
    ["no type", { display: 3 }],
    ["an unknown type", { type: "money", display: 3 }],
    ["no display", { type: "price" }],
    ["a display in words", { type: "price", display: "3" }],
    ["a display that is not a number", { type: "price", display: Number.NaN }],
    ["an infinite display", { type: "plain", display: Infinity }],
  ])("rejects %s with the §8 error", (_name, options) => {
    expect(() => assertNumberDisplayConfig(options)).toThrow("NumberDisplayConfig.display must be a number");
  });
});

describe("NumberDisplay", () => {
  it("shows a price as a whole, positive number of rand", async () => {
    const { container } = render(<NumberDisplay options={{ type: "price", display: -137754.32 }} />);
    expect(screen.getByText("R 137 754")).toHaveAttribute("data-type", "price");
    await expectNoAxeViolations(container);
  });

  it("throws the §8 error for a bad config", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() =>
      render(<NumberDisplay options={{ type: "price", display: "12" } as unknown as NumberDisplayConfig} />),
    ).toThrow("NumberDisplayConfig.display must be a number");
    vi.restoreAllMocks();
  });
});
