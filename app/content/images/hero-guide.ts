import type { ImageEntry } from "../image-entry";
import src from "./hero-guide.svg?url";

export default {
  src,
  alt: "A clipboard with a half-ticked checklist on a desk, with car keys, a driving licence card, a pen, a pot plant and a cup of coffee.",
  width: 1200,
  height: 800,
} satisfies ImageEntry;
