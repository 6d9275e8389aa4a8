import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
import { ResponsiveImage } from "./responsive-image";

const hero = {
  name: "hero-solar",
  alt: "A house with solar panels on its roof at dusk.",
  width: 1200,
  height: 800,
  sizes: "(min-width: 1000px) 560px, 100vw",
};

const avifSrcSet =
  "/images/hero-solar-480.avif 480w, /images/hero-solar-800.avif 800w, /images/hero-solar-1200.avif 1200w";
const webpSrcSet =
  "/images/hero-solar-480.webp 480w, /images/hero-solar-800.webp 800w, /images/hero-solar-1200.webp 1200w";

function imagePreloads(): HTMLLinkElement[] {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
}

afterEach(() => {
  for (const link of imagePreloads()) link.remove();
});

describe("ResponsiveImage", () => {
  it("offers AVIF, then WebP, then a JPEG, each source with every width and the caller's sizes", () => {
    const { container } = render(<ResponsiveImage {...hero} />);
    const sources = [...container.querySelectorAll("picture > source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources.map((source) => source.getAttribute("srcset"))).toEqual([avifSrcSet, webpSrcSet]);
    expect(sources.every((source) => source.getAttribute("sizes") === hero.sizes)).toBe(true);
    const image = screen.getByRole("img", { name: hero.alt });
    expect(image).toHaveAttribute("src", "/images/hero-solar-800.jpg");
    expect(image.parentElement?.tagName).toBe("PICTURE");
  });

  it("reserves its space: width and height attributes and an aspect ratio from them", () => {
    render(<ResponsiveImage {...hero} />);
    const image = screen.getByRole("img", { name: hero.alt });
    expect(image).toHaveAttribute("width", "1200");
    expect(image).toHaveAttribute("height", "800");
    expect(image.style.aspectRatio).toBe("1200 / 800");
  });

  it("loads lazily and decodes off the main thread by default, without a preload", async () => {
    const { container } = render(<ResponsiveImage {...hero} className="page-hero" />);
    const image = screen.getByRole("img", { name: hero.alt });
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("decoding", "async");
    expect(image).not.toHaveAttribute("fetchpriority");
    expect(container.querySelector("picture")).toHaveAttribute("data-priority", "auto");
    expect(container.querySelector("picture")).toHaveClass("responsive-image", "page-hero");
    expect(imagePreloads()).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it("as the hero, loads eagerly at high priority and preloads the AVIF set from the head", async () => {
    const { container } = render(<ResponsiveImage {...hero} priority />);
    const image = screen.getByRole("img", { name: hero.alt });
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "high");
    expect(image).toHaveAttribute("decoding", "async");
    expect(container.querySelector("picture")).toHaveAttribute("data-priority", "high");
    const [link, ...others] = imagePreloads();
    expect(others).toEqual([]);
    expect(link).toHaveAttribute("imagesrcset", avifSrcSet);
    expect(link).toHaveAttribute("imagesizes", hero.sizes);
    expect(link).toHaveAttribute("type", "image/avif");
    expect(link).toHaveAttribute("fetchpriority", "high");
    await expectNoAxeViolations(container);
  });

  it("as the hero, puts the preload ahead of the picture in server-rendered HTML", () => {
    const html = renderToString(<ResponsiveImage {...hero} priority />);
    const preload = html.indexOf('<link rel="preload"');
    expect(preload).toBeGreaterThanOrEqual(0);
    expect(preload).toBeLessThan(html.indexOf("<picture"));
    expect(html).toContain(`imageSrcSet="${avifSrcSet}"`);
    expect(html).toContain('type="image/avif"');
  });

  it("leaves a decorative picture out of the accessibility tree", async () => {
    const { container } = render(<ResponsiveImage {...hero} alt="" />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(container.querySelector("img")).toHaveAttribute("alt", "");
    await expectNoAxeViolations(container);
  });
});
