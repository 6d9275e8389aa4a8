// Whether the build in build/ is older than any file it is made from.
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const SOURCES = [
  "app",
  "server",
  "public",
  "scripts",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
  "tsconfig.json",
];

async function newestMtime(path) {
  let info;
  try {
    info = await stat(path);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of await readdir(path)) {
    if (entry === "node_modules" || entry.startsWith(".")) continue;
    newest = Math.max(newest, await newestMtime(join(path, entry)));
  }
  return newest;
}

export async function buildIsStale() {
  let builtAt;
  try {
    builtAt = (await stat(join(root, "build/build-info.json"))).mtimeMs;
    await stat(join(root, "build/app-server/main.js"));
    await stat(join(root, "build/server/index.js"));
  } catch {
    return true;
  }
  const sources = await Promise.all(SOURCES.map((source) => newestMtime(join(root, source))));
  return Math.max(...sources) > builtAt;
}
