import { preload } from "react-dom";
import { FALLBACK_WIDTH, MODERN_FORMATS, imageSrcSet, imageUrl, mimeTypeOf } from "./image-variants";
import "./responsive-image.css";

export interface ResponsiveImageProps {
  /** The illustration's name: its files are /images/<name>-<width>.<format>. */
  readonly name: string;
  /** What the picture shows; "" only when it is purely decorative. */
  readonly alt: string;
  /** Intrinsic size, so the browser reserves the space before the file arrives (no layout shift). */
  readonly width: number;
  readonly height: number;
  /** How wide the picture is drawn at each viewport width, e.g. "(min-width: 1000px) 560px, 100vw". */
  readonly sizes: string;
  /**
   * The page's hero: loaded eagerly at high priority and preloaded from the document head. Only one image
   * on a page should have it; every other image waits until it nears the viewport.
   */
  readonly priority?: boolean;
  readonly className?: string;
}

/**
 * An illustration in the best format and width the browser can use: AVIF, then WebP, then a JPEG.
 */
export function ResponsiveImage({
  name,
  alt,
  width,
  height,
  sizes,
  priority = false,
  className,
}: ResponsiveImageProps) {
  if (priority) {
    // Called during render so server rendering puts the <link rel="preload"> in the head, where the
    // browser finds it before it parses the <picture>. The type lets browsers without AVIF skip it.
    preload(imageUrl(name, FALLBACK_WIDTH, "avif"), {
      as: "image",
      imageSrcSet: imageSrcSet(name, "avif"),
      imageSizes: sizes,
      type: mimeTypeOf("avif"),
      fetchPriority: "high",
    });
  }
  return (
    <picture
      className={["responsive-image", className].filter(Boolean).join(" ")}
      data-priority={priority ? "high" : "auto"}
    >
      {MODERN_FORMATS.map((format) => (
        <source key={format} type={mimeTypeOf(format)} srcSet={imageSrcSet(name, format)} sizes={sizes} />
      ))}
      <img
        className="responsive-image__img"
        src={imageUrl(name, FALLBACK_WIDTH, "jpg")}
        alt={alt}
        width={width}
        height={height}
        style={{ aspectRatio: `${width} / ${height}` }}
        decoding="async"
        {...(priority ? { loading: "eager", fetchPriority: "high" } : { loading: "lazy" })}
      />
    </picture>
  );
}
