import type { ImageEntry } from "../image-entry";
import src from "./hero-private-finance.svg?url";

export default {
  src,
  alt: "A salesperson handing car keys to a customer in front of a new blue hatchback with a red bow, outside a glass-fronted showroom with bunting.",
  width: 1200,
  height: 800,
} satisfies ImageEntry;
