// Paints each body type's drawing in each colour of the palette:
//   node scripts/vehicle-drawings.mjs
// reads app/content/vehicle-images/car-<body>.svg and writes app/content/vehicle-images/paint/car-<body>-<paint>.svg
// (committed, like the drawings themselves). The palette and the repainting are app/lib/vehicles/vehicle-paint.ts,
// which the app's test (app/content/vehicle-images.test.ts) runs too, to check the files are still what it makes:
// run this again after redrawing a car or changing the palette.
import { transform } from "esbuild";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";

const root = new URL("..", import.meta.url);
const drawings = new URL("app/content/vehicle-images/", root);
const output = new URL("paint/", drawings);

// Node cannot import TypeScript, and the module imports only types: esbuild strips them, and the
// JavaScript is imported from a data: address, so nothing is written anywhere else.
const source = await readFile(new URL("app/lib/vehicles/vehicle-paint.ts", root), "utf8");
const { code } = await transform(source, { loader: "ts", format: "esm", target: "node20" });
const { PAINTS, paintDrawing, paintedDrawingName } = await import(
  `data:text/javascript;base64,${Buffer.from(code).toString("base64")}`
);

// Start from an empty folder, so a paint or body type taken out of the palette leaves no file behind.
await rm(output, { recursive: true, force: true });
await mkdir(output, { recursive: true });

const bodyTypes = (await readdir(drawings))
  .map((name) => /^car-([a-z]+)\.svg$/.exec(name)?.[1])
  .filter((bodyType) => bodyType !== undefined)
  .sort();
let written = 0;
for (const bodyType of bodyTypes) {
  const svg = await readFile(new URL(`car-${bodyType}.svg`, drawings), "utf8");
  for (const paint of PAINTS) {
    await writeFile(new URL(paintedDrawingName(bodyType, paint), output), paintDrawing(svg, bodyType, paint));
    written += 1;
  }
}
console.log(`Wrote ${written} painted drawings to app/content/vehicle-images/paint/`);
