/**
 * The drawings of car listings: one per body type, hand-drawn SVGs in `vehicle-images/` in the house
 * style of `images/` (see its README), imported as hashed assets (`?url`). Kept apart from the site's
 * register (`images.ts`), which every content page carries, so only the find-a-car pages pay for them.
 */
import type { BodyType } from "~/lib/vehicles/vehicle-facts";
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
