// Builds the site: React Router (client assets, server build, and the offline page's HTML, which only the
// service worker's build reads), the service worker, then the Node server bundle, then brotli and gzip
// copies of the static files so the server never compresses them per request. Pages are rendered by the
// server, once per content version (server/web/render-cache.ts).
import { build as esbuild } from "esbuild";
import { spawn } from "node:child_process";
import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { buildServiceWorker } from "./build-service-worker.mjs";

const root = new URL("..", import.meta.url).pathname;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    });
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`)),
    );
  });
}

async function* walk(directory) {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

async function precompress(directory) {
  let count = 0;
  for await (const path of walk(directory)) {
    if (!/\.(js|mjs|css|svg|json|webmanifest|txt|xml)$/.test(path)) continue;
    const content = await readFile(path);
    if (content.length < 1024) continue;
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      }),
      gzipAsync(content, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
    count += 1;
  }
  return count;
}

const started = Date.now();
// Warnings and errors only: the list of every file written (about 500 lines) buried the one line that matters.
await run("npx", ["react-router", "build", "--logLevel", "warn"]);
await buildServiceWorker(join(root, "build/client"));
// The offline page's build-time copy was only for the service worker's build; the server renders /offline.
await Promise.all(
  ["offline", "offline.data"].map((name) => rm(join(root, "build/client", name), { recursive: true, force: true })),
);
await esbuild({
  // The server, and the leads command (npm run leads) on the same code.
  entryPoints: { main: join(root, "server/main.ts"), leads: join(root, "server/leads/leads-cli.ts") },
  outdir: join(root, "build/app-server"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  // The server build of React Router is imported at run time, not bundled.
  external: ["../server/index.js"],
});
const compressed = await precompress(join(root, "build/client"));
await writeFile(join(root, "build/build-info.json"), JSON.stringify({ builtAt: new Date().toISOString() }, null, 2));
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`\nBuilt in ${seconds}s (${compressed} files precompressed). Start with: npm start`);
await stat(join(root, "build/app-server/main.js"));
