import type { ImageEntry } from "../image-entry";
import src from "./hero-tools.svg?url";

export default {
  src,
  alt: "A hand moving a slider on an on-screen calculator with a result card, ringed by small cards showing a car with a gauge, coin stacks and a calendar.",
  width: 1200,
  height: 800,
} satisfies ImageEntry;
