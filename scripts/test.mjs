// `npm test`: every check the project has, in order, stopping at the first failure.
import { spawn, spawnSync } from "node:child_process";

const root = new URL("..", import.meta.url).pathname;

// Each step is [title, command, args]; an array of steps runs them side by side and prints each one's output once
// it ends.
const steps = [
  [
    ["Formatting (Prettier)", "npx", ["prettier", "--check", "."]],
    ["Lint", "npx", ["eslint", "--max-warnings=0", "."]],
    ["Type check", "npm", ["run", "--silent", "typecheck"]],
    ["Build", process.execPath, ["scripts/build.mjs"]],
    // The unit and component tests need no build. Vitest's default is one worker fewer than the machine has
    // cores: a single worker on a 2-core CI box, while the main process mostly waits.
    [
      "Unit and component tests",
      "npx",
      [
        "vitest",
        "run",
        ...["unit", "unit:isolated", "component", "component:isolated"].flatMap((name) => ["--project", name]),
        "--maxWorkers=2",
      ],
    ],
  ],
  // The HTTP tests mostly wait on their servers (each file starts its own on a free port), so two workers
  // finish them in about 60% of the time; the timing checks among them keep their margins at that load. Run
  // beside the browser tests (three HTTP files and four browser files at once) on a machine at load average 30,
  // servers took over 30 s to start and /healthz over 1 s to answer: the HTTP tests run on their own.
  ["HTTP tests against the built server", "npx", ["vitest", "run", "--project", "http", "--maxWorkers=2"]],
  // Each browser test file starts its own server and Chromium; most of their time is waiting on conditions
  // (animations, debounces, deferred parts): two files at once kept about half of one core busy on an idle
  // machine. Four at once finished every browser test at load average 20 to 28.
  ["Browser tests (Chromium)", "npx", ["vitest", "run", "--project", "e2e", "--maxWorkers=4"]],
  ["JavaScript budget", process.execPath, ["scripts/js-budget.mjs"]],
];

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/** Runs one step with its output captured; resolves with its exit status, output and time. */
function runCaptured([title, command, args]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: "1" } });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", (error) => resolve({ title, status: 1, output: `${output}\n${error.message}`, started }));
    child.on("close", (status) => resolve({ title, status, output, started, ended: Date.now() }));
  });
}

const started = Date.now();
for (const step of steps) {
  if (Array.isArray(step[0])) {
    const groupStarted = Date.now();
    console.log(`\n━━ ${step.map(([title]) => title).join(", ")} (side by side) ━━`);
    const results = await Promise.all(step.map(runCaptured));
    for (const result of results) {
      console.log(`\n━━ ${result.title} ━━`);
      process.stdout.write(result.output);
      const took = ((result.ended - result.started) / 1000).toFixed(1);
      if (result.status !== 0) {
        console.error(`\n✗ ${result.title} failed after ${took}s.`);
        process.exit(result.status ?? 1);
      }
      console.log(`✓ ${result.title} (${took}s)`);
    }
    console.log(`✓ side by side in ${seconds(groupStarted)}s`);
    continue;
  }
  const [title, command, args] = step;
  const stepStarted = Date.now();
  console.log(`\n━━ ${title} ━━`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed after ${seconds(stepStarted)}s.`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${title} (${seconds(stepStarted)}s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
