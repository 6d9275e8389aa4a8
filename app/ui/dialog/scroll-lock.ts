/** §9: a modal locks the page scroll 600 ms after it opens. */
export const SCROLL_LOCK_DELAY_MS = 600;

let locks = 0;
let saved: { overflow: string; paddingRight: string } | undefined;

/**
 * Stops the page behind a dialog from scrolling, keeping its width (the scrollbar's room is padded) so
 * nothing shifts. Locks nest; the page scrolls again when the last one is released.
 */
export function lockPageScroll(document: Document): () => void {
  const root = document.documentElement;
  if (locks === 0) {
    const scrollbar = (document.defaultView?.innerWidth ?? root.clientWidth) - root.clientWidth;
    saved = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    root.style.overflow = "hidden";
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
    root.dataset.scrollLocked = "true";
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && saved) {
      root.style.overflow = saved.overflow;
      root.style.paddingRight = saved.paddingRight;
      delete root.dataset.scrollLocked;
      saved = undefined;
    }
  };
}
