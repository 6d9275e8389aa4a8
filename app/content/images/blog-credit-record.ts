import type { ImageEntry } from "../image-entry";
import src from "./blog-credit-record.svg?url";

export default {
  src,
  alt: "A credit score gauge with its needle in the green, beside a credit report with a bar chart and a tick under a magnifying glass.",
  width: 1200,
  height: 800,
} satisfies ImageEntry;
