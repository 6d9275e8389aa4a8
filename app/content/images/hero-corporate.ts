import type { ImageEntry } from "../image-entry";
import src from "./hero-corporate.svg?url";

export default {
  src,
  alt: "A large yellow mining haul truck loaded with ore in an open-pit mine, with an excavator on the bench above and a mine headgear in the distance.",
  width: 1200,
  height: 800,
} satisfies ImageEntry;
