import { readdirSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { BODY_TYPES } from "~/lib/vehicles/vehicle-facts";
import { PAINT_COLOURS, PAINTS, paintDrawing, paintedDrawingName } from "~/lib/vehicles/vehicle-paint";
import { bodyTypeImages, vehicleImage } from "./vehicle-images";

const sourceDir = fileURLToPath(new URL("./vehicle-images/", import.meta.url));
const paintDir = `${sourceDir}paint/`;

/** The checks of the house style every drawing, painted or not, passes. */
function expectHouseStyle(file: string): void {
  const svg = readFileSync(file, "utf8");
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1200 800">/);
  expect(statSync(file).size).toBeLessThanOrEqual(25 * 1024);
  expect(svg).not.toMatch(/<(text|image|script|foreignObject|style)\b/);
  expect(svg).not.toMatch(/href="(?!#)/);
}

describe("body type drawings", () => {
  it("has one drawing per body type, and no other", () => {
    const drawings = readdirSync(sourceDir, { withFileTypes: true }).filter((entry) => entry.isFile());
    expect(drawings.map((entry) => entry.name).sort()).toEqual(BODY_TYPES.map((type) => `car-${type}.svg`).sort());
  });

  it.each(BODY_TYPES)("draws %s in the house style: 1200 × 800, small, self-contained, no text", (type) => {
    expectHouseStyle(`${sourceDir}car-${type}.svg`);
    expect(bodyTypeImages[type]).toMatchObject({ width: 1200, height: 800 });
    expect(bodyTypeImages[type].src).toMatch(new RegExp(`car-${type}(-[\\w-]+)?\\.svg$`));
    expect(bodyTypeImages[type].alt).toMatch(/^[A-Z].{30,180}\.$/);
  });
});

describe("painted drawings", () => {
  it("has each body type in each paint of the palette, and nothing else", () => {
    expect(readdirSync(paintDir).sort()).toEqual(
      BODY_TYPES.flatMap((type) => PAINTS.map((paint) => paintedDrawingName(type, paint))).sort(),
    );
  });

  // The files are made by scripts/vehicle-drawings.mjs with the same function: run it again after
  // redrawing a car or changing the palette.
  it.each(BODY_TYPES)("are the %s drawing repainted, as scripts/vehicle-drawings.mjs makes them", (type) => {
    const source = readFileSync(`${sourceDir}car-${type}.svg`, "utf8");
    const hexColours = /#[0-9a-f]{6}\b/g;
    for (const paint of PAINTS) {
      const file = `${paintDir}${paintedDrawingName(type, paint)}`;
      const painted = readFileSync(file, "utf8");
      expect(painted, paint).toBe(paintDrawing(source, type, paint));
      expectHouseStyle(file);
      // Only colours differ from the drawing, and the paint's own are there.
      expect(painted.replace(hexColours, "#"), paint).toBe(source.replace(hexColours, "#"));
      expect(painted, paint).toContain(`fill="${PAINT_COLOURS[paint].body}"`);
      expect(painted, paint).toContain(`stroke="${PAINT_COLOURS[paint].trim}"`);
    }
  });
});

describe("vehicleImage", () => {
  it("draws the car's body type in its listed colour, its alt text naming the colour in the dealer's words", () => {
    const image = vehicleImage("bakkie", "Glacier white");
    expect(image).toMatchObject({ width: 1200, height: 800 });
    expect(image.src).toMatch(/car-bakkie-white\.svg$/);
    expect(image.alt).toBe(
      "A glacier white double-cab bakkie with an open load bin drawn from the side, in the listed colour; it shows the body shape, not this car.",
    );
    expect(vehicleImage("suv", "Silver").alt).toMatch(/^A tall silver SUV with roof rails drawn from the side/);
    expect(vehicleImage("hatchback", " Arctic  White ").alt).toMatch(/^An arctic white five-door hatchback /);
    expect(vehicleImage("sedan", "Graphite grey").src).toMatch(/car-sedan-grey\.svg$/);
  });

  it.each(BODY_TYPES)("has a painted %s for every paint, with an alt text like its drawing's", (type) => {
    for (const paint of PAINTS) {
      const image = vehicleImage(type, paint);
      expect(image.src, paint).toMatch(new RegExp(`car-${type}-${paint}(-[\\w-]+)?\\.svg$`));
      expect(image.alt, paint).toMatch(
        /^An? [a-z].{30,180}, in the listed colour; it shows the body shape, not this car\.$/,
      );
      expect(image.alt, paint).toContain(` ${paint} `);
    }
  });

  it("keeps the body type's own drawing and words for a colour it has no paint for", () => {
    expect(vehicleImage("coupe", "Champagne")).toEqual(bodyTypeImages.coupe);
    expect(vehicleImage("van", "")).toEqual(bodyTypeImages.van);
  });
});
