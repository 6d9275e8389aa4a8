import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { transform } from "lightningcss";
import { describe, expect, it } from "vitest";
import { MEDIA } from "../app/styles/breakpoints";
import { customMediaCss } from "./vite-breakpoints";

const appDir = fileURLToPath(new URL("../app/", import.meta.url));

function* files(directory: string, pattern: RegExp): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* files(path, pattern);
    else if (pattern.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

const stylesheets = [...files(appDir, /\.css$/)].map((path) => ({ path, css: readFileSync(path, "utf8") }));
const code = [...files(appDir, /\.tsx?$/)].map((path) => readFileSync(path, "utf8")).join("\n");

/**
 * Compiles a stylesheet the way the build does: this plugin's definitions, then Vite's Lightning CSS step,
 * which fills custom media in for the browsers it targets (Vite passes its build targets; Chrome 111 here).
 */
const compile = (css: string) =>
  transform({
    filename: "test.css",
    code: Buffer.from(`${customMediaCss()}\n${css}`),
    drafts: { customMedia: true },
    targets: { chrome: 111 << 16 },
  }).code.toString();

describe("breakpoints", () => {
  it("are the only widths a stylesheet's media queries name", () => {
    const raw = stylesheets.flatMap(({ path, css }) =>
      [...css.matchAll(/@media\s+([^{]+)\{/g)]
        .map(([, query]) => query!.trim())
        // Queries on other features (reduced motion, scripting) are free; a width must come from the tokens.
        .filter((query) => !/^\(--[a-z-]+\)$/.test(query) && /width|height/.test(query))
        .map((query) => `${relative(appDir, path)}: ${query}`),
    );
    expect(raw).toEqual([]);
  });

  it.each(Object.keys(MEDIA))("uses %s somewhere, in a stylesheet or in code", (name) => {
    const inCss = stylesheets.some(({ css }) => css.includes(`(--${name})`));
    const inCode = code.includes(`MEDIA["${name}"]`) || code.includes(`MEDIA.${name}`);
    expect(inCss || inCode).toBe(true);
  });

  it("fill in each stylesheet's custom media with the query of the tokens file", () => {
    const css = compile(
      "@media (--site-mobile) { .bar { height: 60px } } @media (--menu-desktop) { .nav { display: flex } }",
    );
    expect(css).not.toContain("--site-mobile");
    expect(css).not.toContain("@custom-media");
    expect(css).toMatch(/@media \((max-width: 1000px|width <= 1000px)\)/);
    expect(css).toMatch(/@media \((min-width: 1211px|width >= 1211px)\)/);
  });

  it("fail the build on a name that is not a breakpoint", () => {
    expect(() => compile("@media (--site-mobil) { .bar { height: 60px } }")).toThrow(/--site-mobil/);
  });
});
