// Makes the site's web font: Inter's Latin file from @fontsource-variable/inter with its weight axis cut to the
// weights the stylesheets use (400 to 800; the full 100 to 900 range is a third of the file), written to
// app/styles/fonts/ and committed, so the build needs no font tools. Run it again after updating the font
// package: `node scripts/font-subset.mjs`. A unit test (scripts/font-subset.test.ts) fails when the committed
// file is not what this script makes, or when a stylesheet asks for a weight outside the range.
import { readFile, writeFile } from "node:fs/promises";
import subsetFont from "subset-font";

/** The weights the font keeps; global.css declares the same range in its @font-face. */
export const WEIGHTS = { min: 400, max: 800 };

/** The characters of the font package's Latin file (its unicode-range), all kept. */
export const UNICODE_RANGES = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

const root = new URL("..", import.meta.url);
const SOURCE = new URL("node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", root);
export const OUTPUT = new URL("app/styles/fonts/inter-latin-wght-400-800.woff2", root);

/** The subset font file's bytes. */
export async function makeWebFont() {
  let characters = "";
  for (const [first, last] of UNICODE_RANGES)
    for (let code = first; code <= last; code += 1) characters += String.fromCodePoint(code);
  return subsetFont(await readFile(SOURCE), characters, {
    targetFormat: "woff2",
    variationAxes: { wght: WEIGHTS },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const font = await makeWebFont();
  await writeFile(OUTPUT, font);
  await writeFile(
    new URL("app/styles/fonts/OFL.txt", root),
    await readFile(new URL("node_modules/@fontsource-variable/inter/LICENSE", root)),
  );
  console.log(`Wrote ${OUTPUT.pathname} (${font.length} bytes) and the font's licence beside it.`);
}
