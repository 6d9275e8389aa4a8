// `npm start`: builds when the build is missing or older than the sources, then serves the site.
import { spawnSync } from "node:child_process";
import { buildIsStale } from "./build-freshness.mjs";

const root = new URL("..", import.meta.url).pathname;

if (await buildIsStale()) {
  console.log("Building the site first (the build is missing or older than the sources)…");
  const result = spawnSync(process.execPath, ["scripts/build.mjs"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.chdir(root);
await import("../build/app-server/main.js");
