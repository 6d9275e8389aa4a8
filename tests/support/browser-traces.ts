import { afterEach, beforeEach } from "vitest";
import { finishTestTraces, startTestTraces } from "./browser";

// Set up for every browser test file (vitest.config.ts): each test gets its own trace chunk of every browser
// context it uses; a failed test's chunks are kept in test-results/traces/, a passing test's are dropped.

beforeEach(async () => {
  await startTestTraces();
});

afterEach(async ({ task }) => {
  const file = task.file.name.replace(/^.*\//, "").replace(/\.test\.ts$/, "");
  const saved = await finishTestTraces(`${file} ${task.fullTestName ?? task.name}`, task.result?.state === "fail");
  for (const path of saved) console.error(`Trace of the failed test: ${path} (npx playwright-core show-trace ${path})`);
});
