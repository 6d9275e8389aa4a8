// Screenshots of pages at the widths the spec cares about, for looking at what was built:
//   node scripts/screenshots.mjs http://localhost:3000 / /business   (writes PNGs to ./test-results/screenshots)
// Options: --widths=1400,1000,375  --full (whole page)  --out=DIR
import { mkdir } from "node:fs/promises";
import { chromium } from "playwright-core";

const args = process.argv.slice(2);
const option = (name, fallback) => args.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const [base, ...paths] = args.filter((arg) => !arg.startsWith("--"));
if (!base || paths.length === 0) {
  console.error(
    "usage: node scripts/screenshots.mjs <base-url> <path> [path…] [--widths=1400,1000,375] [--full] [--out=DIR]",
  );
  process.exit(2);
}
const widths = option("widths", "1400,1000,375").split(",").map(Number);
const out = option("out", "test-results/screenshots");
const fullPage = args.includes("--full");
await mkdir(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      console.log(`[${width}] console.${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => console.log(`[${width}] page error: ${error.message}`));
  for (const path of paths) {
    await page.goto(new URL(path, base).href, { waitUntil: "networkidle" });
    const name = `${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}.png`;
    await page.screenshot({ path: `${out}/${name}`, fullPage });
    console.log(`${out}/${name}`);
  }
  await context.close();
}
await browser.close();
