import type { ImageEntry } from "../image-entry";
import src from "./hero-why.svg?url";

export default {
  src,
  alt: "A consultant in a blue blazer shakes hands across her desk with a grey-haired customer in a bright branch office, beside a laptop showing a quote and a chart.",
  width: 1200,
  height: 800,
} satisfies ImageEntry;
