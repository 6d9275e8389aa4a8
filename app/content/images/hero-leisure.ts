import type { ImageEntry } from "../image-entry";
import src from "./hero-leisure.svg?url";

export default {
  src,
  alt: "A caravan with a striped awning beside a lake, with a kettle braai, a camp chair, and a motorboat moored at a wooden jetty below snow-capped mountains.",
  width: 1200,
  height: 800,
} satisfies ImageEntry;
