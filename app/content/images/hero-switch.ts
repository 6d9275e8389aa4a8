import type { ImageEntry } from "../image-entry";
import src from "./hero-switch.svg?url";

export default {
  src,
  alt: "A red car at a fork in the road takes the lower branch, marked by a big sign with bars stepping down and a downward arrow, past a signpost with two blank boards.",
  width: 1200,
  height: 800,
} satisfies ImageEntry;
