import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };
// What every project shares with the site's build (vite.config.ts): the ~ alias, and an imported file is an
// address, never an inlined data: URL.
const shared = { resolve: { alias }, build: { assetsInlineLimit: 0 } };

/**
 * The unit and component tests run without isolation: a worker keeps its modules (and, for the component tests,
 * its jsdom window) from one test file to the next, instead of starting a fresh process and loading jsdom, React
 * and the app's modules again for each of some two hundred files, which took about two thirds of their CPU time.
 * The tests leave nothing behind (setup-dom.ts unmounts what a test rendered; a test that stubs a global, the
 * clock or the environment undoes it after itself). A file that replaces a module with `vi.mock` needs a module
 * registry of its own, since the real module may already be loaded in the worker: such files are found here and
 * run isolated, in a project of the same name with ":isolated" after it.
 */
function testFilesMockingModules(folders: readonly string[], suffix: string): string[] {
  return folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: "utf8" })
      .map((file) => `${folder}/${file}`)
      .filter((file) => file.endsWith(suffix) && /\bvi\.(doM|m)ock\(/.test(readFileSync(file, "utf8"))),
  );
}

/** A project of tests run in shared workers, and the same project's files that mock modules run isolated. */
function withoutIsolation(
  project: TestProjectInlineConfiguration & { test: { name: string } },
  mockingModules: readonly string[],
): TestProjectInlineConfiguration[] {
  return [
    {
      ...project,
      test: { ...project.test, isolate: false, exclude: [...configDefaults.exclude, ...mockingModules] },
    },
    { ...project, test: { ...project.test, name: `${project.test.name}:isolated`, include: [...mockingModules] } },
  ];
}

export default defineConfig({
  ...shared,
  test: {
    projects: [
      ...withoutIsolation(
        {
          ...shared,
          test: {
            name: "unit",
            include: ["app/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
            environment: "node",
            // A time limit catches a hang; the property tests and typed-in forms do real work, which takes
            // several times longer on a busy machine than on an idle one.
            testTimeout: 30_000,
          },
        },
        testFilesMockingModules(["app", "server", "scripts"], ".test.ts"),
      ),
      ...withoutIsolation(
        {
          ...shared,
          test: {
            name: "component",
            include: ["app/**/*.test.tsx"],
            environment: "jsdom",
            setupFiles: ["./tests/support/setup-dom.ts"],
            testTimeout: 30_000,
          },
        },
        testFilesMockingModules(["app"], ".test.tsx"),
      ),
      {
        ...shared,
        test: {
          name: "http",
          include: ["tests/http/**/*.test.ts"],
          environment: "node",
          globalSetup: ["./tests/support/global-setup.ts"],
          // As for the browser tests: a retrying assertion gets 15 s for its condition (Vitest's default, 1 s,
          // ran out on a busy machine for conditions that came true a moment later); a passing one returns at once.
          expect: { poll: { timeout: 15_000 } },
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...shared,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["./tests/support/global-setup.ts", "./tests/support/chromium-setup.ts"],
          setupFiles: ["./tests/support/browser-traces.ts"],
          // The limits catch a hang, not slowness. Shared CI machines have run these tests seven times slower
          // than an idle one (a test of 8 s took over 60 s), so a test gets 120 s and a retrying assertion
          // 15 s for its condition; a passing check returns at once, so the limits cost a passing run nothing.
          expect: { poll: { timeout: 15_000 } },
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
