import { createListeners } from "~/lib/store/listeners";

/**
 * The height an overlay fixed to the bottom of the window covers (the cookie notice, while it shows), so
 * the toasts stand above it and never cover its buttons. A small store rather than a CSS variable on the
 * root: setting a variable there makes the browser work out the style of every element of the page again
 * (tens of milliseconds on a phone, the moment the notice appears on a first visit).
 */
let space = 0;
const changed = createListeners();

export function publishBottomOverlaySpace(pixels: number): void {
  if (pixels === space) return;
  space = pixels;
  changed.notify();
}

export const subscribeToBottomOverlaySpace = changed.subscribe;

export const currentBottomOverlaySpace = (): number => space;
