import type { ImageEntry } from "../image-entry";
import src from "./hero-find-a-car.svg?url";

export default {
  src,
  alt: "A hand holding a phone showing a car listing, in front of a row of used cars with blank yellow price tags on a dealer's lot.",
  width: 1200,
  height: 800,
} satisfies ImageEntry;
