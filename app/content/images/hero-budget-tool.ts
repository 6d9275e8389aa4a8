import type { ImageEntry } from "../image-entry";
import src from "./hero-budget-tool.svg?url";

export default {
  src,
  alt: "A couple at a table sorting a payslip and piles of bills with a phone calculator, beside a level balance scale holding a toy car and stacks of coins.",
  width: 1200,
  height: 800,
} satisfies ImageEntry;
