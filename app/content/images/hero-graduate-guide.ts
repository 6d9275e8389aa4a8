import type { ImageEntry } from "../image-entry";
import src from "./hero-graduate-guide.svg?url";

export default {
  src,
  alt: "A graduate at a desk holds up a payslip beside a laptop showing a credit-score gauge, a mortarboard on the chair and a small red car with a bow outside.",
  width: 1200,
  height: 800,
} satisfies ImageEntry;
