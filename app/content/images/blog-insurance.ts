import type { ImageEntry } from "../image-entry";
import src from "./blog-insurance.svg?url";

export default {
  src,
  alt: "A shield around a car, circled by hail, repairs, roadside help by phone, a policy document and coins for the excess.",
  width: 1200,
  height: 800,
} satisfies ImageEntry;
