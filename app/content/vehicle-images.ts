/**
 * The drawings of car listings: one per body type, hand-drawn SVGs in `vehicle-images/` in the house
 * style of `images/` (see its README), imported as hashed assets (`?url`), and each of them repainted in
 * the palette's colours in `vehicle-images/paint/` (made by `node scripts/vehicle-drawings.mjs`). Kept apart
 * from the site's register (`images.ts`), which every content page carries, so only the find-a-car pages pay
 * for them; and read on the server (the loaders put a car's picture in its card), so the browser never loads
 * the list of addresses.
 */
import type { BodyType } from "~/lib/vehicles/vehicle-facts";
import { paintedDrawingName, paintOf } from "~/lib/vehicles/vehicle-paint";
import type { ImageEntry } from "./images";
import carBakkie from "./vehicle-images/car-bakkie.svg?url";
import carCoupe from "./vehicle-images/car-coupe.svg?url";
import carHatchback from "./vehicle-images/car-hatchback.svg?url";
import carMpv from "./vehicle-images/car-mpv.svg?url";
import carSedan from "./vehicle-images/car-sedan.svg?url";
import carSuv from "./vehicle-images/car-suv.svg?url";
import carVan from "./vehicle-images/car-van.svg?url";

const entry = (src: string, alt: string): ImageEntry => ({ src, alt, width: 1200, height: 800 });

/** The drawing of each body type; its alt text says it shows the shape, since it is not a picture of the car itself. */
export const bodyTypeImages: Readonly<Record<BodyType, ImageEntry>> = {
  hatchback: entry(carHatchback, "A red five-door hatchback drawn from the side on a road, showing the body shape."),
  sedan: entry(carSedan, "A blue four-door sedan with a separate boot drawn from the side, showing the body shape."),
  suv: entry(carSuv, "A tall green SUV with roof rails drawn from the side, showing the body shape."),
  bakkie: entry(
    carBakkie,
    "A white double-cab bakkie with an open load bin drawn from the side, showing the body shape.",
  ),
  mpv: entry(
    carMpv,
    "A grey people carrier with a long roof and sliding door drawn from the side, showing the body shape.",
  ),
  coupe: entry(
    carCoupe,
    "A low yellow two-door coupé with a sloping roof drawn from the side, showing the body shape.",
  ),
  van: entry(carVan, "A white minibus with a row of side windows drawn from the side, showing the body shape."),
};

/**
 * Each body type's shape in words, after "A" and the car's colour, as its own drawing's alt text
 * describes it ("A silver double-cab bakkie with an open load bin").
 */
const shapes: Readonly<Record<BodyType, (colour: string) => string>> = {
  hatchback: (colour) => `${colour} five-door hatchback`,
  sedan: (colour) => `${colour} four-door sedan with a separate boot`,
  suv: (colour) => `tall ${colour} SUV with roof rails`,
  bakkie: (colour) => `${colour} double-cab bakkie with an open load bin`,
  mpv: (colour) => `${colour} people carrier with a long roof and sliding door`,
  coupe: (colour) => `low ${colour} two-door coupé with a sloping roof`,
  van: (colour) => `${colour} minibus with a row of side windows`,
};

/** The painted drawings' addresses, by file path ("./vehicle-images/paint/car-bakkie-silver.svg"). */
const paintedDrawings = import.meta.glob<string>("./vehicle-images/paint/*.svg", {
  query: "?url",
  import: "default",
  eager: true,
});

/**
 * The drawing of a listed car: its body type in the car's own colour when the dealer's colour names a
 * paint of the palette, its alt text naming that colour in the dealer's words; otherwise the body type's
 * own drawing and words, rather than a guess.
 */
export function vehicleImage(bodyType: BodyType, colour: string): ImageEntry {
  const paint = paintOf(colour);
  const src = paint && paintedDrawings[`./vehicle-images/paint/${paintedDrawingName(bodyType, paint)}`];
  if (!src) return bodyTypeImages[bodyType];
  const words = colour.trim().replace(/\s+/g, " ").toLowerCase();
  const shape = shapes[bodyType](words);
  const article = /^[aeiou]/.test(shape) ? "An" : "A";
  return entry(
    src,
    `${article} ${shape} drawn from the side, in the listed colour; it shows the body shape, not this car.`,
  );
}
