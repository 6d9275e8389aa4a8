import { CHROMIUM_MISSING_MESSAGE, chromiumPath } from "./chromium";

/** Fails the browser tests at once, with the way to fix it, when there is no Chromium. */
export default function checkChromium(): void {
  if (!chromiumPath()) throw new Error(CHROMIUM_MISSING_MESSAGE);
}
