import type { ImageEntry } from "../image-entry";
import src from "./hero-buying-steps.svg?url";

export default {
  src,
  alt: "A buyer with a phone and wallet stands at the start of a winding path of four signposted stepping stones leading to a blue car with a key tag.",
  width: 1200,
  height: 800,
} satisfies ImageEntry;
