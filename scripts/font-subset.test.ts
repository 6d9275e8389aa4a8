import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeWebFont, OUTPUT, UNICODE_RANGES, WEIGHTS } from "./font-subset.mjs";

/** Every stylesheet of the app, with its text. */
async function stylesheets(directory = "app"): Promise<{ path: string; text: string }[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) return stylesheets(path);
      return entry.name.endsWith(".css") ? [{ path, text: await readFile(path, "utf8") }] : [];
    }),
  );
  return nested.flat();
}

describe("the web font", () => {
  it("is the file scripts/font-subset.mjs makes from the font package, smaller than the package's own", async () => {
    const committed = await readFile(OUTPUT);
    const made = await makeWebFont();
    expect(Buffer.compare(committed, made)).toBe(0);
    const original = await readFile("node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
    expect(committed.length).toBeLessThan(original.length * 0.7);
  });

  it("has every weight a stylesheet asks for, and global.css declares the range it has", async () => {
    const sheets = await stylesheets();
    const outside = sheets.flatMap(({ path, text }) =>
      [...text.matchAll(/font-weight:\s*(\d+)\s*;/g)]
        .map((match) => Number(match[1]))
        .filter((weight) => weight < WEIGHTS.min || weight > WEIGHTS.max)
        .map((weight) => `${path}: ${weight}`),
    );
    expect(outside).toEqual([]);
    const global = sheets.find(({ path }) => path.endsWith("styles/global.css"))?.text ?? "";
    expect(global).toContain(`font-weight: ${WEIGHTS.min} ${WEIGHTS.max};`);
  });

  it("is declared in global.css for exactly the characters the script keeps (its unicode-range)", async () => {
    const global = await readFile("app/styles/global.css", "utf8");
    const declared = /unicode-range:([^;]+);/
      .exec(global)?.[1]
      ?.split(",")
      .map((range) => range.trim());
    const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, "0");
    expect(declared).toEqual(
      UNICODE_RANGES.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)),
    );
  });
});
