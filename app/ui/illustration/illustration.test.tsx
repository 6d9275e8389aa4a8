import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
import { Illustration } from "./illustration";

const hero = {
  src: "/assets/hero-solar-B2x9kQ1d.svg",
  alt: "A house with solar panels on its roof at dusk.",
  width: 1200,
  height: 800,
};

function imagePreloads(): HTMLLinkElement[] {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
}

afterEach(() => {
  for (const link of imagePreloads()) link.remove();
});

describe("Illustration", () => {
  it("shows the drawing's file with its description", () => {
    render(<Illustration {...hero} />);
    expect(screen.getByRole("img", { name: hero.alt })).toHaveAttribute("src", hero.src);
  });

  it("reserves its space: width and height attributes and an aspect ratio from them", () => {
    render(<Illustration {...hero} />);
    const image = screen.getByRole("img", { name: hero.alt });
    expect(image).toHaveAttribute("width", "1200");
    expect(image).toHaveAttribute("height", "800");
    expect(image.style.aspectRatio).toBe("1200 / 800");
  });

  it("loads lazily and decodes off the main thread by default, without a preload", async () => {
    const { container } = render(<Illustration {...hero} className="page-hero" />);
    const image = screen.getByRole("img", { name: hero.alt });
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("decoding", "async");
    expect(image).not.toHaveAttribute("fetchpriority");
    expect(image).toHaveClass("illustration", "page-hero");
    expect(imagePreloads()).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it("as the hero, loads eagerly at high priority and preloads the file from the head", async () => {
    const { container } = render(<Illustration {...hero} priority />);
    const image = screen.getByRole("img", { name: hero.alt });
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "high");
    const [link, ...others] = imagePreloads();
    expect(others).toEqual([]);
    expect(link).toHaveAttribute("href", hero.src);
    expect(link).toHaveAttribute("type", "image/svg+xml");
    expect(link).toHaveAttribute("fetchpriority", "high");
    await expectNoAxeViolations(container);
  });

  it("as the hero, puts the preload ahead of the picture in server-rendered HTML", () => {
    const html = renderToString(<Illustration {...hero} priority />);
    const preload = html.indexOf(`<link rel="preload" href="${hero.src}"`);
    expect(preload).toBeGreaterThanOrEqual(0);
    expect(preload).toBeLessThan(html.indexOf("<img"));
  });

  it("leaves a decorative picture out of the accessibility tree", async () => {
    const { container } = render(<Illustration {...hero} alt="" />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(container.querySelector("img")).toHaveAttribute("alt", "");
    await expectNoAxeViolations(container);
  });
});
