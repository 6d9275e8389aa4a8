import type { ImageEntry } from "../image-entry";
import src from "./hero-fines.svg?url";

export default {
  src,
  alt: "A blue car driving past a roadside speed camera as its flash goes off, with an opened envelope holding a traffic fine notice in the foreground.",
  width: 1200,
  height: 800,
} satisfies ImageEntry;
