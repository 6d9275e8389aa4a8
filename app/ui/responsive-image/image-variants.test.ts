import { describe, expect, it } from "vitest";
import {
  FALLBACK_WIDTH,
  IMAGE_WIDTHS,
  imageSrcSet,
  imageUrl,
  imageVariantUrls,
  mimeTypeOf,
  type ImageFormat,
} from "./image-variants";

describe("image variants", () => {
  it.each<[ImageFormat, string]>([
    ["avif", "image/avif"],
    ["webp", "image/webp"],
    ["jpg", "image/jpeg"],
  ])("names the MIME type of %s as %s", (format, mimeType) => {
    expect(mimeTypeOf(format)).toBe(mimeType);
  });

  it.each([
    ["hero-home", 480, "avif", "/images/hero-home-480.avif"],
    ["hero-fleet", 1200, "webp", "/images/hero-fleet-1200.webp"],
    ["blog-budget", 800, "jpg", "/images/blog-budget-800.jpg"],
  ] as const)("puts %s at %i wide as %s under /images/", (name, width, format, url) => {
    expect(imageUrl(name, width, format)).toBe(url);
  });

  it("lists every width in a srcset, smallest first, with width descriptors", () => {
    expect(imageSrcSet("hero-solar", "avif")).toBe(
      "/images/hero-solar-480.avif 480w, /images/hero-solar-800.avif 800w, /images/hero-solar-1200.avif 1200w",
    );
  });

  it("offers widths for a phone, a tablet column and a wide desktop, and falls back to the middle one", () => {
    expect(IMAGE_WIDTHS).toEqual([480, 800, 1200]);
    expect(IMAGE_WIDTHS).toContain(FALLBACK_WIDTH);
  });

  it("lists seven files per illustration: two modern formats at three widths and one JPEG", () => {
    const urls = imageVariantUrls("hero-home");
    expect(urls).toHaveLength(7);
    expect(new Set(urls).size).toBe(7);
    expect(urls.filter((url) => url.endsWith(".jpg"))).toEqual(["/images/hero-home-800.jpg"]);
  });
});
