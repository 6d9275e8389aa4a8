/** §9: a bottom sheet is at most 500px wide. */
export const BOTTOM_SHEET_MAX_WIDTH = 500;
/** §9: a downward drag of more than 100px dismisses it… */
export const DISMISS_DRAG_PX = 100;
/** …or, for a sheet under 150px tall, a drag of more than half its height. */
export const SHORT_SHEET_HEIGHT = 150;
/** §9: the backdrop fades in and out over 300 ms. */
export const BACKDROP_FADE_MS = 300;

/** Whether a downward drag of `dragPx` on a sheet `sheetHeight` tall dismisses it when released. */
export function dismissesSheet(dragPx: number, sheetHeight: number): boolean {
  if (dragPx > DISMISS_DRAG_PX) return true;
  return sheetHeight < SHORT_SHEET_HEIGHT && dragPx > sheetHeight / 2;
}

/** How far the sheet follows a drag: down freely, never up off its resting place. */
export const sheetOffset = (dragPx: number) => Math.max(0, dragPx);
