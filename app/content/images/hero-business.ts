import type { ImageEntry } from "../image-entry";
import src from "./hero-business.svg?url";

export default {
  src,
  alt: "A branded delivery truck and a red double-cab bakkie parked in front of a company warehouse with its roller door open on stacked boxes.",
  width: 1200,
  height: 800,
} satisfies ImageEntry;
