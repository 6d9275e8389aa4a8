import type { CSSProperties } from "react";
import { SKELETON_DEFAULT_BOTTOM_PADDING, skeletonPresets, type SkeletonPresetName } from "./skeleton-presets";
import "./skeleton.css";

export interface SkeletonProps {
  readonly preset: SkeletonPresetName;
  /** Space under the placeholder in pixels (§9 default 30). */
  readonly bottomPadding?: number;
  readonly className?: string;
}

/**
 * A loading placeholder in one of the §3 presets. It is decorative: the region that is loading announces
 * itself (aria-busy) and the placeholder is hidden from assistive technology.
 */
export function Skeleton({ preset, bottomPadding = SKELETON_DEFAULT_BOTTOM_PADDING, className }: SkeletonProps) {
  const { height, opacity, stops } = skeletonPresets[preset];
  const style = { "--skeleton-height": `${height}px`, opacity, paddingBottom: bottomPadding } as CSSProperties;
  return (
    <div
      className={["skeleton", className].filter(Boolean).join(" ")}
      data-preset={preset}
      style={style}
      aria-hidden="true"
    >
      {stops.map((stop, index) => (
        <span
          key={index}
          className="skeleton__stop"
          data-shape={stop.shape}
          style={stop.width === "fill" ? { flex: "1 1 0%" } : { width: stop.width, flex: "0 0 auto" }}
        />
      ))}
    </div>
  );
}
