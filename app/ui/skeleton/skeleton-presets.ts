/**
 * Skeleton placeholders (§3): each preset has a height, an opacity and a row of shaped stops whose width is
 * fixed (pixels) or fills the space left.
 */
export type SkeletonShape = "circle" | "square" | "stadium" | "squircle" | "text";

export interface SkeletonStop {
  readonly shape: SkeletonShape;
  readonly width: number | "fill";
}

export interface SkeletonPreset {
  readonly height: number;
  readonly opacity: number;
  readonly stops: readonly SkeletonStop[];
}

export type SkeletonPresetName = "block" | "card" | "calculator" | "menu" | "menumobile";

/** §9: bottom padding under a skeleton unless told otherwise. */
export const SKELETON_DEFAULT_BOTTOM_PADDING = 30;

const navLink: SkeletonStop = { shape: "text", width: 96 };

export const skeletonPresets: Readonly<Record<SkeletonPresetName, SkeletonPreset>> = {
  block: { height: 160, opacity: 1, stops: [{ shape: "squircle", width: "fill" }] },
  card: {
    height: 96,
    opacity: 1,
    stops: [
      { shape: "squircle", width: 96 },
      { shape: "text", width: "fill" },
    ],
  },
  calculator: {
    height: 360,
    opacity: 1,
    stops: [
      { shape: "squircle", width: "fill" },
      { shape: "squircle", width: "fill" },
    ],
  },
  // §9: menu heights 45 (desktop) and 40 (mobile), opacity 0.9; the first stop is the 147.8 x 35 logo.
  menu: {
    height: 45,
    opacity: 0.9,
    stops: [
      { shape: "square", width: 148 },
      navLink,
      navLink,
      navLink,
      navLink,
      navLink,
      { shape: "circle", width: 45 },
      { shape: "stadium", width: 120 },
    ],
  },
  menumobile: {
    height: 40,
    opacity: 0.9,
    stops: [
      { shape: "square", width: 148 },
      { shape: "circle", width: 40 },
      { shape: "stadium", width: 72 },
    ],
  },
};
