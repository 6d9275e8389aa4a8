import type { ImageEntry } from "../image-entry";
import src from "./hero-used-car-check.svg?url";

export default {
  src,
  alt: "A buyer ticking off a checklist on a clipboard beside a red sedan with its bonnet open, while the seller stands by the car.",
  width: 1200,
  height: 800,
} satisfies ImageEntry;
