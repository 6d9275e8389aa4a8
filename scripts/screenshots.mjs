// Screenshots of the site in headless Chromium (the system's, as the browser tests use it).
//
//   node scripts/screenshots.mjs
//       The README's set: home, a product page, a guide and a tool at 1400 and 375 pixels wide, into
//       docs/screenshots/. Starts the built server on a free port with a throwaway database (building
//       first if the build is missing or stale), or uses a running one named by BASE_URL.
//   node scripts/screenshots.mjs http://localhost:3000 / /business [--widths=1400,1000,375] [--full] [--out=DIR]
//       Any pages of a running server, for looking at what was built (default ./test-results/screenshots).
import { spawn, spawnSync } from "node:child_process";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { buildIsStale } from "./build-freshness.mjs";

const root = new URL("..", import.meta.url).pathname;

/** The README's pages: what a visitor sees first on each kind of page. */
const README_PAGES = [
  { name: "home", path: "/" },
  { name: "product", path: "/private-finance" },
  { name: "guide", path: "/vehicle-finance-guide" },
  { name: "tool", path: "/budgeting-tool" },
];
const README_WIDTHS = [1400, 375];
const README_OUT = "docs/screenshots";

// The same flags as the browser tests (tests/support/chromium.ts): no sandbox, GPU or outside network.
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

const args = process.argv.slice(2);
const option = (name, fallback) => args.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const [givenBase, ...givenPaths] = args.filter((arg) => !arg.startsWith("--"));
if (givenBase && givenPaths.length === 0) {
  console.error(
    "usage: node scripts/screenshots.mjs [<base-url> <path> [path…] [--widths=1400,1000,375] [--full] [--out=DIR]]",
  );
  process.exit(2);
}

/** Starts build/app-server/main.js on a free port with a database of its own; resolves with its address. */
async function startBuiltServer() {
  if (await buildIsStale()) {
    console.log("Building the site first (the build is missing or older than the sources)…");
    const result = spawnSync(process.execPath, ["scripts/build.mjs"], { cwd: root, stdio: "inherit" });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  const dataDir = await mkdtemp(join(tmpdir(), "umoya-screenshots-"));
  // The embedded database in a folder of its own, whatever DATABASE_URL the shell has.
  const env = { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", NODE_ENV: "production" };
  delete env.DATABASE_URL;
  env.DATA_DIR = dataDir;
  const child = spawn(process.execPath, ["build/app-server/main.js"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise((resolve, reject) => {
    let buffered = "";
    const timer = setTimeout(() => reject(new Error("the server did not start within 60 s")), 60_000);
    child.stdout.on("data", (chunk) => {
      buffered += chunk.toString();
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) {
        try {
          const entry = JSON.parse(line);
          if (typeof entry.port === "number" && String(entry.msg).includes("is serving")) {
            clearTimeout(timer);
            resolve(entry.port);
          }
        } catch {
          // Not a log line.
        }
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before listening`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await new Promise((resolve) => child.once("exit", resolve));
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Loads a page as a returning visitor (cookie notice answered), waits for it to settle, and saves it. */
async function shoot(page, url, file, fullPage) {
  await page.goto(url, { waitUntil: "networkidle" });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: file, fullPage, animations: "disabled" });
  console.log(file);
}

const server = givenBase ? undefined : process.env.BASE_URL ? undefined : await startBuiltServer();
const base = givenBase ?? process.env.BASE_URL ?? server.url;
const shots = givenBase
  ? givenPaths.map((path) => ({
      name: path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home",
      path,
    }))
  : README_PAGES;
const widths = givenBase ? option("widths", "1400,1000,375").split(",").map(Number) : README_WIDTHS;
const out = givenBase ? option("out", "test-results/screenshots") : README_OUT;
const fullPage = args.includes("--full");
await mkdir(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: CHROMIUM_ARGS,
});
try {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 812 : 900 } });
    await context.addInitScript(() => {
      try {
        localStorage.setItem("userDisplayed", "true");
        localStorage.setItem("analyticsConsent", JSON.stringify("denied"));
      } catch {
        // Storage blocked: the cookie notice shows, as it would for such a visitor.
      }
    });
    const page = await context.newPage();
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning")
        console.log(`[${width}] console.${message.type()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => console.log(`[${width}] page error: ${error.message}`));
    // A returning visitor has the web font in the cache; a first page load keeps the metric-matched fallback
    // for its whole view (font-display: optional), so one load first makes every shot show the site's font.
    // The service worker installs during that first visit, as for a real visitor, and the next page is the
    // first it serves; a shot of that page got the font too late for its first paint (the fallback showed),
    // so two pages are loaded before the shots.
    for (const warmUp of ["/", "/legal/terms-of-use"]) {
      await page.goto(new URL(warmUp, base).href, { waitUntil: "networkidle" });
      await page.evaluate(async () => {
        await document.fonts.ready;
        await navigator.serviceWorker?.ready;
      });
    }
    for (const { name, path } of shots) {
      await shoot(page, new URL(path, base).href, `${out}/${name}-${width}.png`, fullPage);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server?.stop();
}
