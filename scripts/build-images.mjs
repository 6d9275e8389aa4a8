// Rasterises the illustrations in app/content/images/*.svg into the files the ResponsiveImage component
// links to: AVIF and WebP at each width, plus one JPEG for browsers that know neither. public/images/ is
// generated (git-ignored); the React Router build copies it into build/client/images/.
//   node scripts/build-images.mjs          (run by scripts/build.mjs and `npm run dev`)
// An output newer than both its source and this script is left alone, so a repeated build costs nothing.
import { mkdir, readdir, stat, unlink } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = fileURLToPath(new URL("..", import.meta.url));
const SOURCE_DIR = join(root, "app/content/images");
const OUTPUT_DIR = join(root, "public/images");
const SCRIPT = fileURLToPath(import.meta.url);

// Must match app/ui/responsive-image/image-variants.ts; tests/http/images.test.ts requests every file the
// component links to, so a width added on one side only fails there.
const WIDTHS = [480, 800, 1200];
const FALLBACK_WIDTH = 800;
// Every illustration is drawn on a 1200 × 800 (3:2) artboard.
const ASPECT = 800 / 1200;

// Flat artwork compresses far better than photographs. Below AVIF quality ~70 the thin highlights on glass
// smear; at 74 with full-resolution colour (4:4:4, so red edges stay sharp) an 800-wide AVIF is 8–17 KB.
// Effort 4 is about half the time of 6 for a file a few per cent larger.
const ENCODERS = {
  avif: (image) => image.avif({ quality: 74, effort: 4, chromaSubsampling: "4:4:4" }),
  webp: (image) => image.webp({ quality: 85, effort: 4, smartSubsample: true }),
  jpg: (image) => image.flatten({ background: "#ffffff" }).jpeg({ quality: 82, mozjpeg: true }),
};

function outputsFor(name) {
  return [
    ...WIDTHS.flatMap((width) => ["avif", "webp"].map((format) => ({ format, width }))),
    { format: "jpg", width: FALLBACK_WIDTH },
  ].map((output) => ({ ...output, path: join(OUTPUT_DIR, `${name}-${output.width}.${output.format}`) }));
}

async function mtime(path) {
  try {
    return (await stat(path)).mtimeMs;
  } catch {
    return 0;
  }
}

async function render(source, { format, width, path }) {
  const height = Math.round(width * ASPECT);
  // Rendering the vector at the target size (density) keeps edges crisp; resizing a large raster would blur them.
  const image = sharp(source, { density: (72 * width) / 1200 }).resize(width, height, { fit: "fill" });
  await ENCODERS[format](image).toFile(path);
}

/** Runs the tasks with at most `limit` in flight (one per core: an AVIF encode mostly keeps one core busy). */
async function inParallel(tasks, limit) {
  const queue = [...tasks];
  const workers = Array.from({ length: Math.min(limit, queue.length) }, async () => {
    for (let task = queue.shift(); task; task = queue.shift()) await task();
  });
  await Promise.all(workers);
}

export async function buildImages() {
  const started = Date.now();
  await mkdir(OUTPUT_DIR, { recursive: true });
  const sources = (await readdir(SOURCE_DIR)).filter((file) => file.endsWith(".svg")).sort();
  const scriptTime = await mtime(SCRIPT);
  const expected = new Set();
  const tasks = [];
  for (const file of sources) {
    const source = join(SOURCE_DIR, file);
    const newestInput = Math.max(await mtime(source), scriptTime);
    for (const output of outputsFor(basename(file, ".svg"))) {
      expected.add(basename(output.path));
      if ((await mtime(output.path)) > newestInput) continue;
      tasks.push(() => render(source, output));
    }
  }
  if (tasks.length > 0) console.log(`Images: rendering ${tasks.length} files…`);
  await inParallel(tasks, availableParallelism());

  // Variants of a source that was deleted or renamed would otherwise ship forever.
  let removed = 0;
  let bytes = 0;
  for (const file of await readdir(OUTPUT_DIR)) {
    if (!expected.has(file)) {
      await unlink(join(OUTPUT_DIR, file));
      removed += 1;
    } else {
      bytes += (await stat(join(OUTPUT_DIR, file))).size;
    }
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `Images: ${sources.length} illustrations → ${expected.size} files, ${Math.round(bytes / 1024)} KB in all ` +
      `(${tasks.length} rendered, ${expected.size - tasks.length} up to date${removed ? `, ${removed} stale removed` : ""}) in ${seconds}s`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await buildImages();
