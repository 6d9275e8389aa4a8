import type { ImageEntry } from "../image-entry";
import src from "./hero-balloon.svg?url";

export default {
  src,
  alt: "A row of equal coin stacks leading to a car with a big red balloon tied to its roof, showing small monthly payments and a larger final amount.",
  width: 1200,
  height: 800,
} satisfies ImageEntry;
