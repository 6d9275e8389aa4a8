// Module hooks for module-trace.mjs (they run on the loader's own thread).
import { appendFileSync } from "node:fs";

let file;
let pattern;

export function initialize(data) {
  file = data.file;
  const names = data.packages.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
  pattern = new RegExp(`[\\\\/]node_modules[\\\\/](?:${names})[\\\\/]`);
}

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  if (pattern.test(resolved.url)) appendFileSync(file, `${resolved.url}\n`);
  return resolved;
}
