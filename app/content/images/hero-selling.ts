import type { ImageEntry } from "../image-entry";
import src from "./hero-selling.svg?url";

export default {
  src,
  alt: "A woman handing her car keys to a buyer in front of the silver car she is selling, parked in a home driveway.",
  width: 1200,
  height: 800,
} satisfies ImageEntry;
