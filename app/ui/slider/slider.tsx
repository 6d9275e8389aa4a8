import { useId, type ReactNode } from "react";
import { Icon } from "~/ui/icon/icon";
import { classNames } from "~/ui/shared/class-names";
import { useSlider, type UseSliderOptions } from "./use-slider";
import "./slider.css";

export interface SliderItem {
  /** Names the slide in the slide picker (§3: items have a title). */
  readonly title: string;
  readonly content: ReactNode;
}

export interface SliderProps extends Omit<UseSliderOptions, "count"> {
  /** Names the carousel for assistive technology. */
  readonly label: string;
  readonly items: readonly SliderItem[];
  /** Previous/next buttons and the slide picker (§3 default true). */
  readonly useNavigation?: boolean;
  readonly className?: string;
}

/**
 * A carousel (§4.7, WAI-ARIA carousel pattern): slides in a row, moved by the previous and next buttons,
 * the slide picker, or a mouse or touch drag that snaps to a slide on release.
 */
export function Slider({ label, items, useNavigation = true, className, ...options }: SliderProps) {
  const id = useId();
  const slider = useSlider({ ...options, count: items.length });
  const rests = Array.from({ length: slider.last + 1 }, (_, index) => index);
  const current = items[slider.index];
  return (
    <section
      className={classNames("slider", className)}
      aria-roledescription="carousel"
      aria-label={label}
      data-responsive={options.responsive || undefined}
      style={slider.rootStyle}
    >
      <div className="slider__viewport" {...slider.viewportProps}>
        <div className="slider__track" id={`${id}-slides`} style={slider.trackStyle}>
          {items.map((item, index) => (
            <div
              key={index}
              className="slider__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${items.length}: ${item.title}`}
              {...slider.slideProps(index)}
            >
              {item.content}
            </div>
          ))}
        </div>
      </div>
      {useNavigation && slider.last > 0 && (
        <div className="slider__controls">
          <button
            type="button"
            className="slider__step"
            aria-controls={`${id}-slides`}
            aria-disabled={!slider.canPrevious || undefined}
            onClick={() => slider.canPrevious && slider.previous()}
          >
            <Icon name="chevron-left" />
            <span className="visually-hidden">Previous slide</span>
          </button>
          <div className="slider__picker" role="group" aria-label="Choose a slide">
            {rests.map((rest) => (
              <button
                key={rest}
                type="button"
                className="slider__tick"
                aria-controls={`${id}-slides`}
                aria-current={rest === slider.index || undefined}
                onClick={() => slider.goTo(rest)}
              >
                <span className="visually-hidden">
                  Slide {rest + 1}: {items[rest]?.title}
                </span>
              </button>
            ))}
          </div>
          <button
            type="button"
            className="slider__step"
            aria-controls={`${id}-slides`}
            aria-disabled={!slider.canNext || undefined}
            onClick={() => slider.canNext && slider.next()}
          >
            <Icon name="chevron-right" />
            <span className="visually-hidden">Next slide</span>
          </button>
        </div>
      )}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {slider.announced && current ? `Slide ${slider.index + 1} of ${items.length}: ${current.title}` : ""}
      </p>
    </section>
  );
}
