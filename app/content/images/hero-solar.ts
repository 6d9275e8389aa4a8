import type { ImageEntry } from "../image-entry";
import src from "./hero-solar.svg?url";

export default {
  src,
  alt: "A house with solar panels on its roof, an inverter and a charged battery on its wall and lit windows at dusk, while the neighbouring houses stand dark.",
  width: 1200,
  height: 800,
} satisfies ImageEntry;
