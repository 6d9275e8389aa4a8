import type { ImageEntry } from "../image-entry";
import src from "./hero-motorcycle.svg?url";

export default {
  src,
  alt: "A red adventure motorbike with aluminium panniers and a helmet on the seat, parked on a mountain pass below high escarpment cliffs.",
  width: 1200,
  height: 800,
} satisfies ImageEntry;
