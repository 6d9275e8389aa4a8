/**
 * The slider's geometry and snapping (§4.7, §9), free of the DOM: widths in pixels, times in milliseconds.
 * A negative drag distance moves the content left, towards the next slides ("forward").
 */

import { SLIDER_BANDS } from "~/styles/breakpoints";

/** §9: a press must move more than 7px before it counts as a drag. */
export const DRAG_THRESHOLD_PX = 7;
/** §9: the settle animation after a drag never takes longer than 300 ms. */
export const MAX_TRANSITION_MS = 300;
/** §9: a release this soon after the press is a flick: 10 to 110 ms on mobile, 10 to 100 ms otherwise. */
export const FLICK_WINDOW_MS = { min: 10, maxMobile: 110, max: 100 } as const;
/** §9 responsive layout: one slide with an 80px peek below 767px; two with no peek from 767 to 1024px. */
export const RESPONSIVE_LAYOUT = {
  narrow: { slidesPerPage: 1, peekAmount: 80 },
  medium: { slidesPerPage: 2, peekAmount: 0 },
} as const;

export interface SliderLayout {
  readonly slidesPerPage: number;
  /** Pixels of the next slide left showing at the edge. */
  readonly peekAmount: number;
}

/** §3 defaults. */
export const DEFAULT_LAYOUT: SliderLayout = { slidesPerPage: 1, peekAmount: 0 };

export type ViewportBand = "narrow" | "medium" | "wide";

/** The §9 band a viewport width falls in: narrow below 767px, medium from 767 to 1024px, wide above. */
export function viewportBand(viewportWidth: number): ViewportBand {
  if (viewportWidth < SLIDER_BANDS.narrowBelow) return "narrow";
  if (viewportWidth <= SLIDER_BANDS.mediumUpTo) return "medium";
  return "wide";
}

/** The layout in a band: the configured one, or the §9 responsive one below 1024px when asked. */
export function layoutForBand(band: ViewportBand, configured: SliderLayout, responsive: boolean): SliderLayout {
  if (!responsive || band === "wide") return configured;
  return RESPONSIVE_LAYOUT[band];
}

/** The layout at a viewport width. */
export function layoutForViewport(viewportWidth: number, configured: SliderLayout, responsive: boolean): SliderLayout {
  return layoutForBand(viewportBand(viewportWidth), configured, responsive);
}

/** §9: slide width is the host width minus the peek, divided by the slides per page. */
export function slideWidth(hostWidth: number, { slidesPerPage, peekAmount }: SliderLayout): number {
  return Math.max(0, hostWidth - peekAmount) / Math.max(1, slidesPerPage);
}

/** The last index the slider can rest at: the one that shows the last slide at the end of a full page. */
export function lastIndex(count: number, slidesPerPage: number): number {
  return Math.max(0, count - Math.max(1, slidesPerPage));
}

export const clampIndex = (index: number, count: number, slidesPerPage: number) =>
  Math.min(Math.max(0, index), lastIndex(count, slidesPerPage));

/** §4.7: dragging works only when there are more slides than fit on a page. */
export const canDrag = (count: number, slidesPerPage: number) => count > slidesPerPage;

/** §9: whether a press has moved far enough to be a drag. */
export const isDrag = (distancePx: number) => Math.abs(distancePx) > DRAG_THRESHOLD_PX;

/** §9: whether a release came within the flick window. */
export function isFlick(elapsedMs: number, mobile: boolean): boolean {
  return elapsedMs >= FLICK_WINDOW_MS.min && elapsedMs <= (mobile ? FLICK_WINDOW_MS.maxMobile : FLICK_WINDOW_MS.max);
}

export interface Release {
  readonly startIndex: number;
  readonly distancePx: number;
  readonly elapsedMs: number;
  readonly slideWidthPx: number;
  readonly mobile: boolean;
  readonly count: number;
  readonly slidesPerPage: number;
}

/**
 * Where a drag comes to rest (§9): a press that never became a drag stays put; a flick rounds in its
 * direction (back floors, forward ceils); any other drag rounds to the nearest slide.
 */
export function snapIndex({
  startIndex,
  distancePx,
  elapsedMs,
  slideWidthPx,
  mobile,
  count,
  slidesPerPage,
}: Release): number {
  if (!isDrag(distancePx) || slideWidthPx <= 0) return clampIndex(startIndex, count, slidesPerPage);
  const position = startIndex - distancePx / slideWidthPx;
  let index: number;
  if (isFlick(elapsedMs, mobile)) index = distancePx < 0 ? Math.ceil(position) : Math.floor(position);
  else index = Math.round(position);
  return clampIndex(index, count, slidesPerPage);
}

/** How far the track sits from its rest position while dragged: the drag, resisted past either end. */
export function dragOffset(distancePx: number, startIndex: number, count: number, slidesPerPage: number): number {
  const pastStart = startIndex === 0 && distancePx > 0;
  const pastEnd = startIndex >= lastIndex(count, slidesPerPage) && distancePx < 0;
  return pastStart || pastEnd ? distancePx / 3 : distancePx;
}

/** The settle animation after a release: in proportion to the distance left, at most 300 ms. */
export function settleDurationMs(remainingPx: number, slideWidthPx: number): number {
  if (slideWidthPx <= 0) return 0;
  return Math.round(Math.min(MAX_TRANSITION_MS, (MAX_TRANSITION_MS * Math.abs(remainingPx)) / slideWidthPx));
}
