// `npm start`: builds when the build is missing or older than the sources, then serves the site and ends
// its output with the address the site is served at.
import { spawnSync } from "node:child_process";
import { buildIsStale } from "./build-freshness.mjs";

const root = new URL("..", import.meta.url).pathname;

if (await buildIsStale()) {
  console.log("Building the site first (the build is missing or older than the sources)…");
  const result = spawnSync(process.execPath, ["scripts/build.mjs"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.chdir(root);
const { start } = await import("../build/app-server/main.js");
// The last line: where the site is, once its pages are ready (after the server's own log lines).
start({ onReady: (url) => console.info(`Umoya Finance is serving on ${url}`) });
