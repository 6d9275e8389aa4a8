// `npm run content -- export <file>` writes the live header, footer and cash-power definitions of every
// site to a JSON file; `npm run content -- import <file>` publishes each one that differs from the live
// version as a new version (validated; nothing is written unless every definition in the file is valid).
// Uses the same database as the server (DATABASE_URL, else DATA_DIR): stop a server that holds the PGlite
// folder first, since one process owns it.
import { build } from "esbuild";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const root = new URL("..", import.meta.url).pathname;
const outfile = join(root, "build/content-cli/content-cli.mjs");
await mkdir(join(outfile, ".."), { recursive: true });
await build({
  entryPoints: [join(root, "server/site-definitions/content-cli.ts")],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "warning",
});
const { runContentCommand } = await import(pathToFileURL(outfile).href);
process.exitCode = await runContentCommand(process.argv.slice(2), process.env);
