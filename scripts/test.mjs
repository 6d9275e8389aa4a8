// `npm test`: every check the project has, in order, stopping at the first failure.
import { spawnSync } from "node:child_process";

const root = new URL("..", import.meta.url).pathname;

const steps = [
  ["Formatting (Prettier)", "npx", ["prettier", "--check", "."]],
  ["Lint", "npx", ["eslint", "--max-warnings=0", "."]],
  ["Type check", "npm", ["run", "--silent", "typecheck"]],
  // Vitest's default is one worker fewer than the machine has cores: a single worker on a 2-core CI box,
  // while the main process mostly waits. Two workers finish these in about 60% of the time there.
  [
    "Unit and component tests",
    "npx",
    ["vitest", "run", "--project", "unit", "--project", "component", "--maxWorkers=2"],
  ],
  ["Build", process.execPath, ["scripts/build.mjs"]],
  // The HTTP tests mostly wait on their servers (each file starts its own on a free port), so two workers
  // finish them in about 60% of the time; the timing checks among them keep their margins at that load.
  ["HTTP tests against the built server", "npx", ["vitest", "run", "--project", "http", "--maxWorkers=2"]],
  // Each browser test file starts its own server and Chromium; much of their time is waiting on conditions
  // (animations, debounces, deferred parts), so two files at once finish in about 70% of the time.
  ["Browser tests (Chromium)", "npx", ["vitest", "run", "--project", "e2e", "--maxWorkers=2"]],
  ["JavaScript budget", process.execPath, ["scripts/js-budget.mjs"]],
];

const started = Date.now();
for (const [title, command, args] of steps) {
  const stepStarted = Date.now();
  console.log(`\n━━ ${title} ━━`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: process.env });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed after ${seconds}s.`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${title} (${seconds}s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
