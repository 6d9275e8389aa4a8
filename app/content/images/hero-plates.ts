import type { ImageEntry } from "../image-entry";
import src from "./hero-plates.svg?url";

export default {
  src,
  alt: "A person holding up a new yellow personalised number plate beside the rear of a dark blue car that already carries a white and yellow plate.",
  width: 1200,
  height: 800,
} satisfies ImageEntry;
