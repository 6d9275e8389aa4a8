import type { ImageEntry } from "../image-entry";
import src from "./hero-islamic-business.svg?url";

export default {
  src,
  alt: "A business owner in a headscarf holds an agreement showing one flat, fixed bar while a consultant points to it, beside a refrigerated truck outside a warehouse.",
  width: 1200,
  height: 800,
} satisfies ImageEntry;
