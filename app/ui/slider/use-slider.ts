import { useRef, useState, type CSSProperties, type FocusEvent, type MouseEvent, type PointerEvent } from "react";
import { MEDIA } from "~/styles/breakpoints";
import { useMediaQuery } from "~/ui/shared/use-media-query";
import { useControllableState } from "~/ui/shared/use-controllable-state";
import {
  canDrag,
  clampIndex,
  DEFAULT_LAYOUT,
  dragOffset,
  isDrag,
  lastIndex,
  layoutForBand,
  settleDurationMs,
  slideWidth,
  snapIndex,
  type SliderLayout,
} from "./slider-math";

export interface UseSliderOptions {
  readonly count: number;
  readonly slidesPerPage?: number;
  readonly peekAmount?: number;
  /** Use the §9 responsive layout below 1024px. */
  readonly responsive?: boolean;
  readonly index?: number;
  readonly defaultIndex?: number;
  readonly onIndexChange?: (index: number) => void;
}

interface Press {
  readonly pointerId: number;
  readonly x: number;
  readonly y: number;
  readonly at: number;
  readonly startIndex: number;
  readonly slideWidthPx: number;
  dragging: boolean;
}

/**
 * The slider's state: the current index, and mouse or touch dragging that snaps on release by the rules of
 * slider-math.ts. Geometry lives in CSS (custom properties), so the server renders the same layout.
 */
export function useSlider({
  count,
  slidesPerPage = DEFAULT_LAYOUT.slidesPerPage,
  peekAmount = DEFAULT_LAYOUT.peekAmount,
  responsive = false,
  index: controlledIndex,
  defaultIndex = 0,
  onIndexChange,
}: UseSliderOptions) {
  const narrow = useMediaQuery(MEDIA["slider-narrow"]);
  const medium = useMediaQuery(MEDIA["slider-medium"]);
  const mobile = useMediaQuery(MEDIA["slider-mobile"]);
  const configured: SliderLayout = { slidesPerPage, peekAmount };
  const layout = layoutForBand(narrow ? "narrow" : medium ? "medium" : "wide", configured, responsive);

  const [rawIndex, setIndex] = useControllableState(controlledIndex, defaultIndex, onIndexChange);
  const index = clampIndex(rawIndex, count, layout.slidesPerPage);
  const last = lastIndex(count, layout.slidesPerPage);
  const [drag, setDrag] = useState<number | null>(null);
  const [settleMs, setSettleMs] = useState<number | undefined>(undefined);
  const [announced, setAnnounced] = useState(false);
  const press = useRef<Press | null>(null);
  const swallowClick = useRef(false);

  const goTo = (next: number, settle?: number) => {
    const target = clampIndex(next, count, layout.slidesPerPage);
    setSettleMs(settle);
    setAnnounced(true);
    if (target !== index) setIndex(target);
  };

  const draggable = canDrag(count, layout.slidesPerPage);

  const end = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const current = press.current;
    if (!current || current.pointerId !== event.pointerId) return;
    press.current = null;
    if (!current.dragging) return;
    const distancePx = event.clientX - current.x;
    const target = cancelled
      ? current.startIndex
      : snapIndex({
          startIndex: current.startIndex,
          distancePx,
          elapsedMs: event.timeStamp - current.at,
          slideWidthPx: current.slideWidthPx,
          mobile,
          count,
          slidesPerPage: layout.slidesPerPage,
        });
    const remaining = (target - current.startIndex) * current.slideWidthPx + distancePx;
    swallowClick.current = true;
    setDrag(null);
    goTo(target, settleDurationMs(remaining, current.slideWidthPx));
  };

  const viewportProps = {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      if (!draggable || event.button !== 0 || event.pointerType === "pen") return;
      const hostWidth = event.currentTarget.getBoundingClientRect().width;
      press.current = {
        pointerId: event.pointerId,
        x: event.clientX,
        y: event.clientY,
        at: event.timeStamp,
        startIndex: index,
        slideWidthPx: slideWidth(hostWidth, layout),
        dragging: false,
      };
      swallowClick.current = false;
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      const current = press.current;
      if (!current || current.pointerId !== event.pointerId) return;
      const dx = event.clientX - current.x;
      const dy = event.clientY - current.y;
      if (!current.dragging) {
        // A mostly vertical move is the page scrolling, not a drag.
        if (Math.abs(dy) > Math.abs(dx) && isDrag(dy)) {
          press.current = null;
          return;
        }
        if (!isDrag(dx)) return;
        current.dragging = true;
        event.currentTarget.setPointerCapture?.(event.pointerId);
      }
      setDrag(dragOffset(dx, current.startIndex, count, layout.slidesPerPage));
    },
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => end(event, false),
    onPointerCancel: (event: PointerEvent<HTMLDivElement>) => end(event, true),
    // A drag that ends over a link must not follow it.
    onClickCapture: (event: MouseEvent<HTMLDivElement>) => {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    onDragStart: (event: MouseEvent<HTMLDivElement>) => event.preventDefault(),
    "data-draggable": draggable || undefined,
    "data-dragging": drag !== null || undefined,
  };

  const trackStyle = {
    "--index": index,
    "--drag": `${drag ?? 0}px`,
    "--settle": settleMs === undefined ? undefined : `${settleMs}ms`,
  } as CSSProperties;

  const rootStyle = {
    "--configured-per-page": slidesPerPage,
    "--configured-peek": `${peekAmount}px`,
  } as CSSProperties;

  const isVisible = (slide: number) => slide >= index && slide < index + layout.slidesPerPage;

  const slideProps = (slide: number) => ({
    // Focus moving into a slide out of view (keyboard, screen reader) brings it into view.
    onFocus: (_event: FocusEvent<HTMLElement>) => {
      if (!isVisible(slide)) goTo(slide < index ? slide : slide - layout.slidesPerPage + 1);
    },
    "data-visible": isVisible(slide) || undefined,
  });

  return {
    index,
    last,
    layout,
    announced,
    canPrevious: index > 0,
    canNext: index < last,
    previous: () => goTo(index - 1),
    next: () => goTo(index + 1),
    goTo: (target: number) => goTo(target),
    viewportProps,
    trackStyle,
    rootStyle,
    slideProps,
  };
}
