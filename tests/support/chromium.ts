import { existsSync } from "node:fs";

const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

/** The Chromium the browser tests drive: CHROME_PATH, or the system's Chromium. */
export function chromiumPath(): string | undefined {
  const configured = process.env.CHROME_PATH;
  if (configured) return existsSync(configured) ? configured : undefined;
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

export const CHROMIUM_MISSING_MESSAGE = [
  "Chromium was not found, so the browser tests cannot run.",
  "Install it with:  sudo apt-get update && sudo apt-get install -y chromium",
  "or point CHROME_PATH at a Chromium or Chrome binary:  CHROME_PATH=/path/to/chrome npm test",
].join("\n");

/** Flags for headless Chromium on a machine without a sandbox, GPU or outside network. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
