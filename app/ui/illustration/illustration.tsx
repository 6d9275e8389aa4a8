import { preload } from "react-dom";
import "./illustration.css";

export interface IllustrationProps {
  /** The drawing's address: a hashed SVG file, so one file serves every screen width and density. */
  readonly src: string;
  /** What the picture shows; "" only when it is purely decorative. */
  readonly alt: string;
  /** Intrinsic size, so the browser reserves the space before the file arrives (no layout shift). */
  readonly width: number;
  readonly height: number;
  /**
   * The page's hero: loaded eagerly at high priority and preloaded from the document head. Only one image
   * on a page should have it; every other image waits until it nears the viewport.
   */
  readonly priority?: boolean;
  readonly className?: string;
}

/** A drawing that fills its container's width at its own proportions. */
export function Illustration({ src, alt, width, height, priority = false, className }: IllustrationProps) {
  if (priority) {
    // Called during render so server rendering puts the <link rel="preload"> in the head, where the
    // browser finds it before it parses the <img>.
    preload(src, { as: "image", type: "image/svg+xml", fetchPriority: "high" });
  }
  return (
    <img
      className={["illustration", className].filter(Boolean).join(" ")}
      src={src}
      alt={alt}
      width={width}
      height={height}
      style={{ aspectRatio: `${width} / ${height}` }}
      decoding="async"
      {...(priority ? { loading: "eager", fetchPriority: "high" } : { loading: "lazy" })}
    />
  );
}
