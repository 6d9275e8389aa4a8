import type { ImageEntry } from "../image-entry";
import src from "./hero-lease.svg?url";

export default {
  src,
  alt: "A white delivery van with green stripes parked outside a small shop with a striped awning, behind a signed agreement on a clipboard with a calendar page and a pen.",
  width: 1200,
  height: 800,
} satisfies ImageEntry;
