// Builds the service worker (app/service-worker/sw.ts) into the client build as /sw.js: esbuild compiles and
// bundles the TypeScript source with Workbox's runtime modules, and writes in this build's precache list
// (self.__WB_MANIFEST, in the shape Workbox's precacheAndRoute reads): the offline page and the files it
// links to, each hashed file by its name, every other file with a hash of its content as its revision.
// (workbox-build's injectManifest does the same, but brings rollup with it, whose per-platform packages
// the package registry of this project's machines does not all serve, so no complete lock file could be
// written.)
import { build as esbuild } from "esbuild";
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const OFFLINE_HTML = "offline/index.html";

async function* walk(directory) {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/**
 * The files the offline page needs, relative to the client build: the page itself and every file of this
 * site its HTML links to (stylesheet, font, icon, logo), plus what its stylesheets link to (fonts).
 */
export async function offlinePageFiles(clientDir) {
  const files = new Set([OFFLINE_HTML]);
  const html = await readFile(join(clientDir, OFFLINE_HTML), "utf8");
  const linked = (text) => [...text.matchAll(/(?:href|src)="\/(?!\/)([^"?#]+)[^"]*"|url\(\/(?!\/)([^)?#]+)[^)]*\)/g)];
  for (const [, fromHtml] of linked(html)) {
    if (fromHtml.includes(".")) files.add(fromHtml);
  }
  for (const file of [...files].filter((file) => file.endsWith(".css"))) {
    for (const [, , fromCss] of linked(await readFile(join(clientDir, file), "utf8"))) files.add(fromCss);
  }
  return [...files].sort();
}

/** One name per build: every hashed file's name and the offline page, so any change gives a new version. */
async function buildVersion(clientDir) {
  const hash = createHash("sha256");
  const names = [];
  for await (const path of walk(join(clientDir, "assets"))) names.push(relative(clientDir, path).split(sep).join("/"));
  for (const name of names.sort()) hash.update(name);
  hash.update(await readFile(join(clientDir, OFFLINE_HTML)));
  return hash.digest("hex").slice(0, 12);
}

/** The precache list: `{ url, revision }` per file; hashed files need no revision of their own. */
export async function precacheManifest(clientDir) {
  return Promise.all(
    (await offlinePageFiles(clientDir)).map(async (file) => ({
      url: file === OFFLINE_HTML ? "/offline" : `/${file}`,
      revision: file.startsWith("assets/")
        ? null
        : createHash("md5")
            .update(await readFile(join(clientDir, file)))
            .digest("hex"),
    })),
  );
}

/** Writes build/client/sw.js; returns how many files it precaches and the build's version. */
export async function buildServiceWorker(clientDir) {
  const [version, manifest] = await Promise.all([buildVersion(clientDir), precacheManifest(clientDir)]);
  await esbuild({
    entryPoints: [join(root, "app/service-worker/sw.ts")],
    outfile: join(clientDir, "sw.js"),
    bundle: true,
    format: "iife",
    target: "es2022",
    minify: true,
    logLevel: "warning",
    define: {
      "self.__WB_MANIFEST": JSON.stringify(manifest),
      BUILD_VERSION: JSON.stringify(version),
      // Workbox's own checks and log lines exist only in its development build.
      "process.env.NODE_ENV": '"production"',
    },
  });
  return { count: manifest.length, version };
}
