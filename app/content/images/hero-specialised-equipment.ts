import type { ImageEntry } from "../image-entry";
import src from "./hero-specialised-equipment.svg?url";

export default {
  src,
  alt: "A green tractor and a refrigerated truck with a cooling unit and a snowflake on its insulated body, on a farm with a red barn, a silo and ploughed fields.",
  width: 1200,
  height: 800,
} satisfies ImageEntry;
