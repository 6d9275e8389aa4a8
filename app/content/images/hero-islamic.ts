import type { ImageEntry } from "../image-entry";
import src from "./hero-islamic.svg?url";

export default {
  src,
  alt: "A white sedan in front of a tall arch filled with a calm geometric pattern of eight-pointed stars, flanked by two potted olive trees.",
  width: 1200,
  height: 800,
} satisfies ImageEntry;
