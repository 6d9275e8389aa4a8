import type { ImageEntry } from "../image-entry";
import src from "./hero-licence.svg?url";

export default {
  src,
  alt: "The front of a blue car with a licence disc on its windscreen, shown enlarged beside it, in front of a wall calendar with a renewal date circled in red.",
  width: 1200,
  height: 800,
} satisfies ImageEntry;
