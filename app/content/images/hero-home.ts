import type { ImageEntry } from "../image-entry";
import src from "./hero-home.svg?url";

export default {
  src,
  alt: "A family in a blue car with a roof box driving along an open Karoo road, with flat-topped hills, an acacia tree and a windpump behind them.",
  width: 1200,
  height: 800,
} satisfies ImageEntry;
