import type { ImageEntry } from "../image-entry";
import src from "./hero-small-business.svg?url";

export default {
  src,
  alt: "A tradesperson in overalls and a hard hat holding a toolbox beside a green bakkie with a ladder on its roof rack, towing a trailer of timber and cement.",
  width: 1200,
  height: 800,
} satisfies ImageEntry;
