import { useId, useState } from "react";
import { Icon } from "~/ui/icon/icon";
import { classNames } from "~/ui/shared/class-names";
import { useControllableState } from "~/ui/shared/use-controllable-state";
import { jumpToImage, nextImage, previousImage, thumbnailWindowStart, THUMBNAILS_VISIBLE } from "./gallery.machine";
import { ImageViewer, type ViewerImage } from "./image-viewer";
import { NotFoundGraphic } from "./not-found-graphic";
import "./gallery.css";

export interface ThumbnailGalleryProps {
  readonly label: string;
  readonly images: readonly ViewerImage[];
  readonly width: number;
  readonly height: number;
  readonly activeIndex?: number;
  readonly defaultActiveIndex?: number;
  readonly onActiveIndexChange?: (index: number) => void;
  readonly className?: string;
}

/**
 * A large image with previous/next buttons and a strip of thumbnails, 4 at a time (§4.7). At 750px and
 * below the strip gives way to a counter. With no images it shows the 'not found' graphic (§8).
 */
export function ThumbnailGallery({
  label,
  images,
  width,
  height,
  activeIndex,
  defaultActiveIndex = 0,
  onActiveIndexChange,
  className,
}: ThumbnailGalleryProps) {
  const id = useId();
  const count = images.length;
  const [rawActive, setActive] = useControllableState(activeIndex, defaultActiveIndex, onActiveIndexChange);
  const active = jumpToImage(rawActive, count);
  const [windowStart, setWindowStart] = useState(() => thumbnailWindowStart(0, active, count));
  const [announced, setAnnounced] = useState(false);
  const start = thumbnailWindowStart(windowStart, active, count);
  if (start !== windowStart) setWindowStart(start);

  if (count === 0) {
    return (
      <section className={classNames("gallery", className)} aria-label={label} data-state="empty">
        <div className="gallery__empty">
          <NotFoundGraphic />
          <p>No images to show.</p>
        </div>
      </section>
    );
  }

  const show = (index: number) => {
    setAnnounced(true);
    if (index !== active) setActive(index);
  };
  const image = images[active] ?? images[0];
  const shownThumbnails = images.slice(start, start + THUMBNAILS_VISIBLE);

  return (
    <section className={classNames("gallery", className)} aria-label={label}>
      <div className="gallery__stage">
        {image && <ImageViewer image={image} width={width} height={height} className="gallery__viewer" />}
        <button
          type="button"
          className="gallery__step gallery__step--previous"
          aria-controls={`${id}-viewer`}
          aria-disabled={active === 0 || undefined}
          onClick={() => show(previousImage(active, count))}
        >
          <Icon name="chevron-left" />
          <span className="visually-hidden">Previous image</span>
        </button>
        <button
          type="button"
          className="gallery__step gallery__step--next"
          aria-controls={`${id}-viewer`}
          aria-disabled={active === count - 1 || undefined}
          onClick={() => show(nextImage(active, count))}
        >
          <Icon name="chevron-right" />
          <span className="visually-hidden">Next image</span>
        </button>
        <p
          className="gallery__counter"
          id={`${id}-viewer`}
          aria-live={announced ? "polite" : undefined}
          aria-atomic="true"
        >
          <span className="visually-hidden">Image </span>
          {active + 1} / {count}
          <span className="visually-hidden">: {image?.alt}</span>
        </p>
      </div>
      <ul className="gallery__thumbnails" aria-label="Thumbnails">
        {shownThumbnails.map((thumbnail, offset) => {
          const index = start + offset;
          return (
            <li key={index}>
              <button
                type="button"
                className="gallery__thumbnail"
                aria-current={index === active || undefined}
                onClick={() => show(jumpToImage(index, count))}
              >
                <img src={thumbnail.src} alt="" width={width} height={height} loading="lazy" decoding="async" />
                <span className="visually-hidden">
                  Show image {index + 1}: {thumbnail.alt}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
