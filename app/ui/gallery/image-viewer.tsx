import { classNames } from "~/ui/shared/class-names";
import "./gallery.css";

/** §3: an image viewer item. */
export interface ViewerImage {
  readonly src: string;
  /** Describes the picture; empty only for a purely decorative one. */
  readonly alt: string;
}

export interface ImageViewerProps {
  readonly image: ViewerImage;
  /** Width and height the images share, so the viewer holds its size before the picture arrives. */
  readonly width: number;
  readonly height: number;
  readonly className?: string;
}

/** One image at full size in a box of fixed proportions (no layout shift as images load). */
export function ImageViewer({ image, width, height, className }: ImageViewerProps) {
  return (
    <div className={classNames("image-viewer", className)}>
      <img src={image.src} alt={image.alt} width={width} height={height} decoding="async" />
    </div>
  );
}
