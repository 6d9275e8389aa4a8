/**
 * The files the image build writes for every illustration (scripts/build-images.mjs keeps the same list):
 * AVIF and WebP at each width, and one JPEG for browsers that read neither. The browser picks the format
 * from the <source> types and the width from `sizes`, so a phone downloads the 480-wide AVIF and a wide
 * desktop the 1200-wide one.
 */
export const IMAGE_WIDTHS = [480, 800, 1200] as const;
export const FALLBACK_WIDTH = 800;
export const IMAGE_BASE_PATH = "/images";

export type ModernFormat = "avif" | "webp";
export type ImageFormat = ModernFormat | "jpg";

/** Best first: a <picture> offers its sources in this order and the browser takes the first it can decode. */
export const MODERN_FORMATS: readonly ModernFormat[] = ["avif", "webp"];

export function mimeTypeOf(format: ImageFormat): string {
  switch (format) {
    case "avif":
      return "image/avif";
    case "webp":
      return "image/webp";
    case "jpg":
      return "image/jpeg";
    default:
      return format satisfies never;
  }
}

export function imageUrl(name: string, width: number, format: ImageFormat): string {
  return `${IMAGE_BASE_PATH}/${name}-${width}.${format}`;
}

/** The `srcset` of one format: every width, each with its `w` descriptor. */
export function imageSrcSet(name: string, format: ModernFormat): string {
  return IMAGE_WIDTHS.map((width) => `${imageUrl(name, width, format)} ${width}w`).join(", ");
}

/** Every file the component can ask for, for checks that the build wrote them all. */
export function imageVariantUrls(name: string): string[] {
  return [
    ...MODERN_FORMATS.flatMap((format) => IMAGE_WIDTHS.map((width) => imageUrl(name, width, format))),
    imageUrl(name, FALLBACK_WIDTH, "jpg"),
  ];
}
