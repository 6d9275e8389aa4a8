import { readdirSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { BODY_TYPES } from "~/lib/vehicles/vehicle-facts";
import { bodyTypeImages } from "./vehicle-images";

const sourceDir = fileURLToPath(new URL("./vehicle-images/", import.meta.url));

describe("body type drawings", () => {
  it("has one drawing per body type, and no other", () => {
    expect(readdirSync(sourceDir).sort()).toEqual(BODY_TYPES.map((type) => `car-${type}.svg`).sort());
  });

  it.each(BODY_TYPES)("draws %s in the house style: 1200 × 800, small, self-contained, no text", (type) => {
    const file = `${sourceDir}car-${type}.svg`;
    const svg = readFileSync(file, "utf8");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1200 800">/);
    expect(statSync(file).size).toBeLessThanOrEqual(25 * 1024);
    expect(svg).not.toMatch(/<(text|image|script|foreignObject|style)\b/);
    expect(svg).not.toMatch(/href="(?!#)/);
    expect(bodyTypeImages[type]).toMatchObject({ width: 1200, height: 800 });
    expect(bodyTypeImages[type].src).toMatch(new RegExp(`car-${type}(-[\\w-]+)?\\.svg$`));
    expect(bodyTypeImages[type].alt).toMatch(/^[A-Z].{30,180}\.$/);
  });
});
