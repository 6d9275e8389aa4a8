import type { ImageEntry } from "../image-entry";
import src from "./hero-insurance.svg?url";

export default {
  src,
  alt: "A red car kept dry under a large blue umbrella while rain and hail fall around it, next to a yellow shield with a tick.",
  width: 1200,
  height: 800,
} satisfies ImageEntry;
