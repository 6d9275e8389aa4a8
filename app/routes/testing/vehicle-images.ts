import bakkie from "./images/bakkie.svg?url";
import caravan from "./images/caravan.svg?url";
import hatchback from "./images/hatchback.svg?url";
import motorcycle from "./images/motorcycle.svg?url";
import sedan from "./images/sedan.svg?url";
import suv from "./images/suv.svg?url";

/** Drawings for the catalogue's galleries and cards (400 x 250). */
export const vehicleImages = [
  { src: hatchback, alt: "Drawing of a blue hatchback" },
  { src: sedan, alt: "Drawing of a red sedan" },
  { src: bakkie, alt: "Drawing of a green bakkie" },
  { src: suv, alt: "Drawing of a purple SUV" },
  { src: caravan, alt: "Drawing of a caravan" },
  { src: motorcycle, alt: "Drawing of a motorcycle" },
] as const;

export const VEHICLE_IMAGE_SIZE = { width: 400, height: 250 } as const;
