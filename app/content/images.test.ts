import { readdirSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { imageAt, imageNames, images, isImageName, stableImagePath } from "./images";

const sourceDir = fileURLToPath(new URL("./images/", import.meta.url));
const sourceFiles = readdirSync(sourceDir).filter((file) => file.endsWith(".svg"));
const source = (name: string) => readFileSync(`${sourceDir}${name}.svg`, "utf8");

// Small enough to review by eye; the browser draws the file itself at every size.
const MAX_SOURCE_BYTES = 25 * 1024;

describe("image register", () => {
  it("has a source drawing for every entry, and an entry for every drawing", () => {
    expect(sourceFiles.map((file) => file.replace(/\.svg$/, "")).sort()).toEqual([...imageNames].sort());
  });

  it("holds the thirty-four page heroes and six blog pictures", () => {
    expect(imageNames.filter((name) => name.startsWith("hero-"))).toHaveLength(34);
    expect(imageNames.filter((name) => name.startsWith("blog-"))).toHaveLength(6);
  });

  it.each(imageNames)("describes %s in a sentence of its own", (name) => {
    const { alt } = images[name];
    expect(alt.length).toBeGreaterThanOrEqual(40);
    expect(alt.length).toBeLessThanOrEqual(200);
    expect(alt).toMatch(/^[A-Z].*\.$/);
    // Screen readers already announce an image; "Image of…" says it twice.
    expect(alt).not.toMatch(/^(an? )?(image|picture|illustration|photo) of/i);
    expect(imageNames.filter((other) => images[other].alt === alt)).toEqual([name]);
  });

  it.each(imageNames)("sizes %s as its 1200 × 800 artboard", (name) => {
    expect(images[name]).toMatchObject({ width: 1200, height: 800 });
    expect(source(name)).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1200 800">/);
  });

  it.each(imageNames)("keeps %s small, self-contained and free of text", (name) => {
    const svg = source(name);
    expect(statSync(`${sourceDir}${name}.svg`).size).toBeLessThanOrEqual(MAX_SOURCE_BYTES);
    expect(svg).not.toMatch(/<(text|image|script|foreignObject|style)\b/);
    expect(svg).not.toMatch(/href="(?!#)/);
    for (const gradient of svg.match(/<(linear|radial)Gradient[\s\S]*?<\/\1Gradient>/g) ?? []) {
      expect(gradient.match(/<stop\b/g)).toHaveLength(2);
    }
    for (const [, id] of svg.matchAll(/(?:href|url\()\s*=?\s*"?#([\w-]+)/g)) {
      expect(svg, `#${id} is used but not defined`).toContain(`id="${id}"`);
    }
  });

  it.each(imageNames)("links %s to its own drawing's file", (name) => {
    expect(images[name].src).toMatch(new RegExp(`/${name}(-[\\w-]+)?\\.svg$`));
  });

  it.each(imageNames)("finds %s again from its stable address", (name) => {
    expect(stableImagePath(name)).toBe(`/images/${name}.svg`);
    expect(imageAt(stableImagePath(name))).toBe(images[name]);
  });

  it("finds a drawing from the raster addresses earlier builds wrote, and nothing else", () => {
    expect(imageAt("/images/blog-budget-800.jpg")).toBe(images["blog-budget"]);
    expect(imageAt("/images/hero-home-1200.avif")).toBe(images["hero-home"]);
    expect(imageAt("/images/hero-unknown.svg")).toBeUndefined();
    expect(imageAt("/images/hero-home.png")).toBeUndefined();
    expect(imageAt("/assets/hero-home.svg")).toBeUndefined();
    expect(imageAt("/images/toString.svg")).toBeUndefined();
  });

  it("recognises registered names only", () => {
    expect(isImageName("hero-home")).toBe(true);
    expect(isImageName("hero-unknown")).toBe(false);
    expect(isImageName("toString")).toBe(false);
  });
});
