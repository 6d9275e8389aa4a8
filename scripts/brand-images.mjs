// Draws the brand's raster images once, with headless Chromium, into public/ (they are committed, so
// building, starting and testing the site never need a browser or a rasteriser):
//   node scripts/brand-images.mjs      (CHROME_PATH overrides /usr/bin/chromium)
// - public/brand/icons/: apple-touch-icon (180), manifest icons (192, 512) and a maskable 512, from
//   public/favicon.svg;
// - public/brand/social/<page key>.png: a 1200x630 link-preview image per indexable page, with the page's
//   title, the brand and its credit-provider registration.
// Run it again after changing the favicon, a page title or the brand's colours.
import { build } from "esbuild";
import { mkdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";

const root = new URL("..", import.meta.url).pathname;
const bundled = join(root, "build/brand-images/content.mjs");
await build({
  stdin: {
    contents:
      'export { sitePages } from "./app/content/site-pages.ts"; export { brand } from "./app/content/brand.ts";',
    resolveDir: root,
    loader: "ts",
  },
  bundle: true,
  format: "esm",
  platform: "node",
  outfile: bundled,
  logLevel: "warning",
});
const { sitePages, brand } = await import(pathToFileURL(bundled).href);
await rm(join(root, "build/brand-images"), { recursive: true, force: true });

const favicon = await readFile(join(root, "public/favicon.svg"), "utf8");
const logo = await readFile(join(root, "public/brand/umoya-logo.svg"), "utf8");
// Inlined: a page set with setContent may not load file: addresses.
const font = `data:font/woff2;base64,${(
  await readFile(join(root, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"))
).toString("base64")}`;
const { colours } = brand;
const escape = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const iconHtml = (size, maskable) => `<!doctype html><html><body style="margin:0">
<div style="width:${size}px;height:${size}px;display:grid;place-items:center;background:${colours.primary}">
  <div style="width:${maskable ? 62 : 100}%;height:${maskable ? 62 : 100}%">${favicon.replace("<svg", '<svg width="100%" height="100%"')}</div>
</div></body></html>`;

const socialHtml = (page) => `<!doctype html><html><head><style>
@font-face { font-family: Inter; src: url("${font}") format("woff2"); font-weight: 100 900; }
body { margin: 0; font-family: Inter, sans-serif; }
.card { position: relative; width: 1200px; height: 630px; overflow: hidden; display: grid;
  grid-template-rows: auto 1fr auto; background: ${colours.surface}; }
.top { padding: 56px 72px 0; } .top svg { height: 64px; width: auto; }
.main { padding: 0 72px; align-self: center; max-width: 900px; }
.kicker { margin: 0 0 16px; color: ${colours.action}; font-size: 26px; font-weight: 700; letter-spacing: .06em; text-transform: uppercase; }
h1 { margin: 0; color: ${colours.primaryDark}; font-size: ${page.title.length > 34 ? 60 : 72}px; line-height: 1.08; letter-spacing: -.02em; font-weight: 750; }
.band { display: flex; justify-content: space-between; align-items: center; padding: 28px 72px;
  background: ${colours.primaryDark}; color: #fff; font-size: 24px; font-weight: 500; }
.band strong { font-weight: 700; }
.waves { position: absolute; right: -120px; top: 40px; width: 560px; height: 560px; opacity: .12; }
</style></head><body><div class="card">
<div class="waves">${favicon.replace("<svg", '<svg width="100%" height="100%"')}</div>
<div class="top">${logo}</div>
<div class="main"><p class="kicker">${escape(page.product ? "Finance" : page.path === "" ? brand.tagline : "Guides and tools")}</p><h1>${escape(page.path === "" ? brand.name : page.title)}</h1></div>
<div class="band"><span><strong>${escape(brand.name)}</strong> · umoyafinance.co.za</span><span>Registered credit provider ${escape(brand.registration.ncrRegistrationNumber)}</span></div>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-sync"],
});
try {
  const icons = join(root, "public/brand/icons");
  await mkdir(icons, { recursive: true });
  for (const [name, size, maskable] of [
    ["apple-touch-icon.png", 180, false],
    ["icon-192.png", 192, false],
    ["icon-512.png", 512, false],
    ["icon-maskable-512.png", 512, true],
  ]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(iconHtml(size, maskable));
    await page.screenshot({ path: join(icons, name) });
    await page.close();
    console.log(`public/brand/icons/${name}`);
  }
  const social = join(root, "public/brand/social");
  await mkdir(social, { recursive: true });
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  for (const [key, sitePage] of Object.entries(sitePages)) {
    if (sitePage.indexable === false) continue;
    await page.setContent(socialHtml(sitePage), { waitUntil: "load" });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: join(social, `${key}.png`) });
    console.log(`public/brand/social/${key}.png`);
  }
} finally {
  await browser.close();
}
