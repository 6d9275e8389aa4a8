import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offlinePageFiles, precacheManifest } from "./build-service-worker.mjs";

let clientDir: string;

beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), "sw-build-"));
  await mkdir(join(clientDir, "offline"), { recursive: true });
  await mkdir(join(clientDir, "assets"), { recursive: true });
  await writeFile(
    join(clientDir, "offline/index.html"),
    [
      '<link rel="preload" as="image" href="/brand/logo.svg"/>',
      '<link rel="preload" href="/assets/inter-Dx4k.woff2" as="font"/>',
      '<link rel="icon" href="/favicon.svg"/>',
      '<link rel="canonical" href="https://www.example.co.za/offline/"/>',
      '<link rel="stylesheet" href="/assets/style-Df.css"/>',
      '<a href="/">home</a> <a href="/business">Business</a> <a href="//cdn.example.com/x.js">x</a>',
      '<img src="/assets/hero-Ab.svg?v=1" alt=""/>',
    ].join("\n"),
  );
  await mkdir(join(clientDir, "brand"), { recursive: true });
  for (const file of [
    "brand/logo.svg",
    "favicon.svg",
    "assets/inter-Dx4k.woff2",
    "assets/hero-Ab.svg",
    "assets/tick-Q1.svg",
  ])
    await writeFile(join(clientDir, file), `contents of ${file}`);
  await writeFile(
    join(clientDir, "assets/style-Df.css"),
    "@font-face{src:url(/assets/inter-Dx4k.woff2)}.icon{background:url(/assets/tick-Q1.svg)}",
  );
});

afterAll(async () => {
  await rm(clientDir, { recursive: true, force: true });
});

describe("what the service worker precaches", () => {
  it("is the offline page and the files its HTML and styles link to, never other pages or other sites", async () => {
    expect(await offlinePageFiles(clientDir)).toEqual([
      "assets/hero-Ab.svg",
      "assets/inter-Dx4k.woff2",
      "assets/style-Df.css",
      "assets/tick-Q1.svg",
      "brand/logo.svg",
      "favicon.svg",
      "offline/index.html",
    ]);
  });

  it("lists the offline page at its address, hashed files without a revision and the rest with their content's", async () => {
    const manifest = await precacheManifest(clientDir);
    expect(manifest.map((entry) => entry.url)).toEqual([
      "/assets/hero-Ab.svg",
      "/assets/inter-Dx4k.woff2",
      "/assets/style-Df.css",
      "/assets/tick-Q1.svg",
      "/brand/logo.svg",
      "/favicon.svg",
      "/offline",
    ]);
    const revisions = Object.fromEntries(manifest.map((entry) => [entry.url, entry.revision]));
    expect(revisions["/assets/style-Df.css"]).toBeNull();
    expect(revisions["/offline"]).toMatch(/^[0-9a-f]{32}$/);
    await writeFile(join(clientDir, "offline/index.html"), "<p>changed</p>");
    const changed = Object.fromEntries((await precacheManifest(clientDir)).map((entry) => [entry.url, entry.revision]));
    expect(changed["/offline"]).not.toBe(revisions["/offline"]);
  });
});
