import type { ImageEntry } from "../image-entry";
import src from "./hero-graduate.svg?url";

export default {
  src,
  alt: "A graduate in a gown and mortarboard holding up a diploma in front of a university hall, beside a small yellow hatchback with a red bow on its roof.",
  width: 1200,
  height: 800,
} satisfies ImageEntry;
