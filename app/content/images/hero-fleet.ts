import type { ImageEntry } from "../image-entry";
import src from "./hero-fleet.svg?url";

export default {
  src,
  alt: "Three white branded panel vans with matching blue and yellow stripes parked in a row outside a depot.",
  width: 1200,
  height: 800,
} satisfies ImageEntry;
