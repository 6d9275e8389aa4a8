import { existsSync } from "node:fs";

/** HTTP and browser tests run against the built server; `npm test` builds first. */
export default function checkBuild(): void {
  for (const file of ["build/app-server/main.js", "build/server/index.js"]) {
    if (!existsSync(new URL(`../../${file}`, import.meta.url))) {
      throw new Error(`${file} is missing: run \`npm run build\` first (npm test does this for you).`);
    }
  }
}
