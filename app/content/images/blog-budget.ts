import type { ImageEntry } from "../image-entry";
import src from "./blog-budget.svg?url";

export default {
  src,
  alt: "A blue piggy bank on banknotes with a coin dropping into it, stacks of coins, and a card with a spending donut chart and its legend.",
  width: 1200,
  height: 800,
} satisfies ImageEntry;
