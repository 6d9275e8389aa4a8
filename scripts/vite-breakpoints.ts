import type { Plugin } from "vite";
import { MEDIA } from "../app/styles/breakpoints.ts";

/** The breakpoints as CSS custom media definitions: `@custom-media --site-mobile (max-width: 1000px);`. */
export function customMediaCss(): string {
  return Object.entries(MEDIA)
    .map(([name, query]) => `@custom-media --${name} ${query};`)
    .join("\n");
}

/**
 * Gives every stylesheet that uses a breakpoint (`@media (--name)`) the definitions from
 * app/styles/breakpoints.ts; Lightning CSS, Vite's CSS transformer here (vite.config.ts), replaces each
 * use with its query and fails the build on a name that is not defined.
 */
export function breakpoints(): Plugin {
  return {
    name: "umoya:breakpoints",
    enforce: "pre",
    transform(code, id) {
      if (!/\.css($|\?)/.test(id) || !code.includes("(--")) return undefined;
      return { code: `${customMediaCss()}\n${code}`, map: null };
    },
  };
}
