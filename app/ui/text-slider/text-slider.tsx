import { useId, type CSSProperties } from "react";
import { Icon } from "~/ui/icon/icon";
import { classNames } from "~/ui/shared/class-names";
import { TEXT_SLIDER_TRANSITION_MS } from "./text-slider.machine";
import { useTextSlider } from "./use-text-slider";
import "./text-slider.css";

export interface TextSliderProps {
  readonly label: string;
  readonly texts: readonly string[];
  readonly className?: string;
}

/**
 * Short texts that take turns (§4.7), following the WAI-ARIA auto-rotating carousel pattern: a pause button
 * first (WCAG 2.2.2), rotation paused while hovered or focused and under prefers-reduced-motion, and the
 * change announced only when it is not rotating by itself.
 */
export function TextSlider({ label, texts, className }: TextSliderProps) {
  const id = useId();
  const slider = useTextSlider(texts.length);
  const style = { "--text-slider-transition": `${TEXT_SLIDER_TRANSITION_MS}ms` } as CSSProperties;
  return (
    <section
      className={classNames("text-slider", className)}
      aria-roledescription="carousel"
      aria-label={label}
      data-state={slider.rotating ? "rotating" : "paused"}
      style={style}
      {...slider.rootProps}
    >
      <div className="text-slider__controls">
        <button type="button" className="text-slider__button" aria-controls={id} onClick={slider.togglePlaying}>
          <Icon name={slider.playing ? "pause" : "play"} size={16} />
          <span>{slider.playing ? "Pause" : "Play"}</span>
          <span className="visually-hidden"> automatic slide show</span>
        </button>
        <button type="button" className="text-slider__button" aria-controls={id} onClick={slider.previous}>
          <Icon name="chevron-left" size={16} />
          <span className="visually-hidden">Previous text</span>
        </button>
        <button type="button" className="text-slider__button" aria-controls={id} onClick={slider.next}>
          <Icon name="chevron-right" size={16} />
          <span className="visually-hidden">Next text</span>
        </button>
      </div>
      <div id={id} className="text-slider__texts" aria-live={slider.rotating ? "off" : "polite"}>
        {texts.map((text, index) => (
          <p
            key={index}
            className="text-slider__text"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${texts.length}`}
            data-state={index === slider.index ? "active" : "inactive"}
            aria-hidden={index !== slider.index || undefined}
          >
            {text}
          </p>
        ))}
      </div>
    </section>
  );
}
