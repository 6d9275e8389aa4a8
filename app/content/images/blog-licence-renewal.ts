import type { ImageEntry } from "../image-entry";
import src from "./blog-licence-renewal.svg?url";

export default {
  src,
  alt: "A laptop showing an online licence renewal with two of three steps done, a licence disc circled by renewal arrows, and a desk calendar.",
  width: 1200,
  height: 800,
} satisfies ImageEntry;
