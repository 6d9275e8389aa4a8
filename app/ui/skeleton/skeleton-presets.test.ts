import { describe, expect, it } from "vitest";
import { skeletonPresets } from "./skeleton-presets";

describe("skeleton presets (§3, §9)", () => {
  it("has the five presets", () => {
    expect(Object.keys(skeletonPresets)).toEqual(["block", "card", "calculator", "menu", "menumobile"]);
  });

  it.each([
    ["menu", 45, 0.9],
    ["menumobile", 40, 0.9],
  ] as const)("%s is %ipx high at opacity %d, like the menu it stands for", (name, height, opacity) => {
    expect(skeletonPresets[name]).toMatchObject({ height, opacity });
  });

  it.each(Object.entries(skeletonPresets))(
    "%s has stops of known shapes with a fixed or fill width",
    (_name, preset) => {
      expect(preset.stops.length).toBeGreaterThan(0);
      for (const stop of preset.stops) {
        expect(["circle", "square", "stadium", "squircle", "text"]).toContain(stop.shape);
        expect(stop.width === "fill" || (Number.isFinite(stop.width) && stop.width > 0)).toBe(true);
      }
    },
  );
});
