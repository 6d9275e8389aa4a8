import type { Plugin } from "vite";
import { brand } from "../app/content/brand.ts";

const PUBLIC_ID = "virtual:brand-theme.css";
// Vite's CSS pipeline only picks up ids that end in .css, so the resolved id keeps the extension.
const RESOLVED_ID = "\0brand-theme.css";

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** CSS custom properties for the brand's colours and fonts, generated from app/content/brand.ts. */
export function brandThemeCss(): string {
  const colours = Object.entries(brand.colours)
    .map(([name, value]) => `  --colour-${kebab(name)}: ${value};`)
    .join("\n");
  return `:root {\n${colours}\n  --font-body: "${brand.fonts.body}", "${brand.fonts.fallback}", system-ui, sans-serif;\n}\n`;
}

/** Serves `virtual:brand-theme.css`, so the brand configuration stays the only place colours are set. */
export function brandTheme(): Plugin {
  return {
    name: "umoya:brand-theme",
    resolveId(id) {
      return id === PUBLIC_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      return id === RESOLVED_ID ? brandThemeCss() : undefined;
    },
  };
}
