// Prints the JavaScript budget figures measured by tests/http/js-budget.test.ts (run by `npm test`).
import { readFile } from "node:fs/promises";

let report;
try {
  report = JSON.parse(await readFile(new URL("../test-results/js-budget.json", import.meta.url), "utf8"));
} catch {
  console.error("No budget figures: run the HTTP tests first (npm test does).");
  process.exit(1);
}
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const pages = [...report.pages].sort((a, b) => b.bytes - a.bytes);
const home = pages.find((page) => page.path === "/");
const largest = pages[0];
console.log(`JavaScript a first visit downloads (gzip), budget ${kb(report.budgetBytes)}:`);
console.log(`  /                ${kb(home.bytes)} in ${home.files} files`);
console.log(`  largest: ${largest.path.padEnd(8)} ${kb(largest.bytes)} in ${largest.files} files`);
console.log(`  smallest: ${pages.at(-1).path} ${kb(pages.at(-1).bytes)}`);
// The site's own code: everything besides the framework file (React DOM and React Router).
const ownest = [...pages].sort((a, b) => (b.ownBytes ?? 0) - (a.ownBytes ?? 0))[0];
if (ownest?.ownBytes !== undefined)
  console.log(
    `  the site's own code, budget ${kb(report.ownCodeBudgetBytes)}: at most ${kb(ownest.ownBytes)} (${ownest.path})`,
  );
const over = pages.filter(
  (page) => page.bytes > report.budgetBytes || (page.ownBytes ?? 0) > (report.ownCodeBudgetBytes ?? Infinity),
);
if (over.length > 0) {
  console.error(`Over budget: ${over.map((page) => page.path).join(", ")}`);
  process.exit(1);
}
