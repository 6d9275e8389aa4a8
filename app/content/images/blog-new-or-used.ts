import type { ImageEntry } from "../image-entry";
import src from "./blog-new-or-used.svg?url";

export default {
  src,
  alt: "A new blue car with a red bow in a showroom on one side and an older beige sedan with a price tag in a used-car lot with bunting on the other.",
  width: 1200,
  height: 800,
} satisfies ImageEntry;
