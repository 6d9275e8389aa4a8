import type { ImageEntry } from "../image-entry";
import src from "./hero-specialised.svg?url";

export default {
  src,
  alt: "A restored red classic car with whitewall tyres and chrome trim in front of a workshop, beside a white van converted with a wheelchair lift at its side door and an inspection checklist on a stand.",
  width: 1200,
  height: 800,
} satisfies ImageEntry;
