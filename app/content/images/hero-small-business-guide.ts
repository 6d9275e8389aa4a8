import type { ImageEntry } from "../image-entry";
import src from "./hero-small-business-guide.svg?url";

export default {
  src,
  alt: "A baker in an apron reads an open guide with chapters and a ticked checklist at the shop counter, with a delivery bakkie parked outside the window.",
  width: 1200,
  height: 800,
} satisfies ImageEntry;
