import { useEffect, useState, type FocusEvent } from "react";
import { usePrefersReducedMotion } from "~/ui/shared/use-media-query";
import {
  isRotating,
  nextText,
  previousText,
  TEXT_SLIDER_INTERVAL_MS,
  wantsRotation,
  type PlayChoice,
} from "./text-slider.machine";

/** An auto-advancing text slider: rotation that pauses on hover, focus, reduced motion or the pause button. */
export function useTextSlider(count: number) {
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<PlayChoice | undefined>(undefined);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotating = isRotating({ choice, reducedMotion, hovered, focused }) && count > 1;
  const playing = wantsRotation({ choice, reducedMotion });

  useEffect(() => {
    if (!rotating) return;
    // Restarted whenever the text changes, so a manual move gets a full interval too.
    const timer = setTimeout(() => setIndex((current) => nextText(current, count)), TEXT_SLIDER_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [rotating, index, count]);

  return {
    index,
    rotating,
    playing,
    togglePlaying: () => setChoice(playing ? "pause" : "play"),
    next: () => setIndex((current) => nextText(current, count)),
    previous: () => setIndex((current) => previousText(current, count)),
    rootProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
