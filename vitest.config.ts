import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };
// What every project shares with the site's build (vite.config.ts): the ~ alias, and an imported file is an
// address, never an inlined data: URL.
const shared = { resolve: { alias }, build: { assetsInlineLimit: 0 } };

export default defineConfig({
  ...shared,
  test: {
    projects: [
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
