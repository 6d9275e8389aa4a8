import type { ImageEntry } from "../image-entry";
import src from "./hero-future-value.svg?url";

export default {
  src,
  alt: "A woman holds up a car key at the start of a road lined with calendar pages, as a blue sedan drives towards a price-tag sign with a ticked shield at the horizon.",
  width: 1200,
  height: 800,
} satisfies ImageEntry;
