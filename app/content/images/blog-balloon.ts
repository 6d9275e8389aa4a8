import type { ImageEntry } from "../image-entry";
import src from "./blog-balloon.svg?url";

export default {
  src,
  alt: "A hot-air balloon striped in blue, yellow, red and white floating over farmland at sunrise, with a small red car on the road below.",
  width: 1200,
  height: 800,
} satisfies ImageEntry;
