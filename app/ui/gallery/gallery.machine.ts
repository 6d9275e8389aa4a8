/** §9: the thumbnail strip shows 4 thumbnails at a time. */
export const THUMBNAILS_VISIBLE = 4;

/** §4.7: next and previous move only within 0 to count − 1. */
export const nextImage = (index: number, count: number) => Math.max(0, Math.min(index + 1, count - 1));
export const previousImage = (index: number, count: number) => Math.max(0, Math.min(index - 1, count - 1));

/** §4.7: a jump to a thumbnail is clamped into the list. */
export const jumpToImage = (target: number, count: number) => Math.max(0, Math.min(Math.trunc(target), count - 1));

/**
 * The first thumbnail shown: the strip moves only as far as needed to keep the active image's thumbnail
 * in view, and never past either end.
 */
export function thumbnailWindowStart(
  previousStart: number,
  active: number,
  count: number,
  visible = THUMBNAILS_VISIBLE,
): number {
  let start = previousStart;
  if (active < start) start = active;
  if (active >= start + visible) start = active - visible + 1;
  return Math.max(0, Math.min(start, count - visible));
}
