import type { ImageEntry } from "../image-entry";
import src from "./hero-arrears.svg?url";

export default {
  src,
  alt: "A woman in a headscarf on a phone call at her kitchen table, beside a wall calendar with one day ringed and a payment plan with rising steps and ticks.",
  width: 1200,
  height: 800,
} satisfies ImageEntry;
