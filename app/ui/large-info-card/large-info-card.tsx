import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { Link } from "react-router";
import { classNames } from "~/ui/shared/class-names";
import { smallCardCount } from "./small-card-count";
import "./large-info-card.css";

export interface InfoCardImage {
  readonly src: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

export interface SmallInfoCard {
  readonly title: string;
  readonly text: string;
  /** A path on this site. */
  readonly to: string;
}

export interface LargeInfoCardProps {
  readonly title: string;
  readonly children: ReactNode;
  readonly leftImage?: InfoCardImage;
  readonly bottomImage?: InfoCardImage;
  readonly smallCards: readonly SmallInfoCard[];
  readonly headingLevel?: 2 | 3;
  readonly className?: string;
}

/**
 * A large card with a column of small cards beside it from 1024px (§9): as many small cards as the large
 * card's content height allows. Below 1024px every small card shows, under the large one. The column
 * never sets the row's height, so choosing the count cannot shift the page.
 */
export function LargeInfoCard({
  title,
  children,
  leftImage,
  bottomImage,
  smallCards,
  headingLevel = 2,
  className,
}: LargeInfoCardProps) {
  const content = useRef<HTMLDivElement | null>(null);
  const [count, setCount] = useState(() =>
    smallCardCount(0, { left: Boolean(leftImage), bottom: Boolean(bottomImage) }),
  );
  const left = Boolean(leftImage);
  const bottom = Boolean(bottomImage);

  useEffect(() => {
    const element = content.current;
    if (!element) return;
    const measure = () => setCount(smallCardCount(element.getBoundingClientRect().height, { left, bottom }));
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [left, bottom]);

  const Heading = `h${headingLevel}` as const;
  const SmallHeading = `h${headingLevel + 1}` as "h3" | "h4";
  return (
    <div className={classNames("large-info-card", className)} style={{ "--small-cards": count } as CSSProperties}>
      <div className="large-info-card__main" ref={content}>
        {leftImage && (
          <img
            className="large-info-card__left-image"
            src={leftImage.src}
            alt={leftImage.alt}
            width={leftImage.width}
            height={leftImage.height}
            loading="lazy"
          />
        )}
        <div className="large-info-card__content">
          <Heading className="large-info-card__title">{title}</Heading>
          {children}
          {bottomImage && (
            <img
              className="large-info-card__bottom-image"
              src={bottomImage.src}
              alt={bottomImage.alt}
              width={bottomImage.width}
              height={bottomImage.height}
              loading="lazy"
            />
          )}
        </div>
      </div>
      <ul className="large-info-card__smalls">
        {smallCards.map((card, index) => (
          <li key={card.to} className="large-info-card__small" data-beyond={index >= count || undefined}>
            <SmallHeading className="large-info-card__small-title">
              <Link to={card.to}>{card.title}</Link>
            </SmallHeading>
            <p>{card.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
