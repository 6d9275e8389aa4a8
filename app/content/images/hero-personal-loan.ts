import type { ImageEntry } from "../image-entry";
import src from "./hero-personal-loan.svg?url";

export default {
  src,
  alt: "A woman at a table checking a budget chart on her phone, with a calculator, stacks of coins, a savings jar and a notebook, and Table Mountain through the window.",
  width: 1200,
  height: 800,
} satisfies ImageEntry;
