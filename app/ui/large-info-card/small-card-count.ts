/** §9 content-height thresholds for 1, 2 and 3 small cards (above the last, 4). */
export const SMALL_CARD_THRESHOLDS = [200, 350, 500] as const;
/** §9: each threshold is 100 higher when the card has both a left and a bottom image. */
export const BOTH_IMAGES_EXTRA = 100;

/** How many small cards sit beside the large card's content of this height (§9). */
export function smallCardCount(
  contentHeight: number,
  images: { readonly left: boolean; readonly bottom: boolean },
): number {
  const extra = images.left && images.bottom ? BOTH_IMAGES_EXTRA : 0;
  const fitting = SMALL_CARD_THRESHOLDS.findIndex((threshold) => contentHeight <= threshold + extra);
  return fitting === -1 ? SMALL_CARD_THRESHOLDS.length + 1 : fitting + 1;
}
