import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { PRERENDER_ORIGIN } from "~/lib/seo/prerender-origin";
import type { RenderedPage } from "./page-renderer";
import { CachedPage, PAGE_CACHE_CONTROL, RenderCache } from "./render-cache";

const html = (text: string) =>
  `<!doctype html><link rel="canonical" href="${PRERENDER_ORIGIN}/business/"><script>window.x = 1;</script><p>${text}</p>`;

const rendered = (body: string | null, status = 200, headers: Record<string, string> = {}): RenderedPage => ({
  status,
  headers: new Headers({ "Content-Type": "text/html; charset=utf-8", ...headers }),
  body,
});

/** A render that counts its calls and answers when the test says so. */
function controlledRender(page: RenderedPage) {
  let calls = 0;
  let finish: () => void = () => undefined;
  const render = () => {
    calls += 1;
    return new Promise<RenderedPage>((resolve) => (finish = () => resolve(page)));
  };
  return { render, calls: () => calls, finish: () => finish() };
}

describe("RenderCache", () => {
  it("renders a path once for a version however many ask at once, and keeps it", async () => {
    const cache = new RenderCache({ maxBytes: 1024 * 1024 });
    const { render, calls, finish } = controlledRender(rendered(html("first")));
    const waiting = Array.from({ length: 20 }, () => cache.page("/business", "v1", render));
    finish();
    const pages = await Promise.all(waiting);
    expect(calls()).toBe(1);
    expect(new Set(pages).size).toBe(1);
    expect(pages[0]).toBeInstanceOf(CachedPage);
    expect(cache.current("/business", "v1")).toBe(pages[0]);
    expect(await cache.page("/business", "v1", () => Promise.reject(new Error("not again")))).toBe(pages[0]);
  });

  it("tells of each lookup: one miss for the render, hits for the requests it answers from memory", async () => {
    const lookups: string[] = [];
    const cache = new RenderCache({ maxBytes: 1024 * 1024, onLookup: (result) => lookups.push(result) });
    const { render, finish } = controlledRender(rendered(html("first")));
    const waiting = [cache.page("/business", "v1", render), cache.page("/business", "v1", render)];
    finish();
    await Promise.all(waiting);
    await cache.page("/business", "v1", render);
    expect(lookups).toEqual(["miss", "hit", "hit"]);
    await cache.page("/business", "v2", async () => rendered(html("new")));
    expect(lookups.at(-1)).toBe("miss");
  });

  it("renders again for a new version, and keeps the newest copy as the last one", async () => {
    const cache = new RenderCache({ maxBytes: 1024 * 1024 });
    await cache.page("/business", "v1", async () => rendered(html("old")));
    const newer = await cache.page("/business", "v2", async () => rendered(html("new")));
    expect(cache.current("/business", "v1")).toBeUndefined();
    expect(cache.last("/business")).toBe(newer);
  });

  it.each([
    ["a 404", rendered(html("missing"), 404)],
    ["a redirect", rendered(null, 301, { Location: "/" })],
    ["an answer that sets a cookie", rendered(html("x"), 200, { "Set-Cookie": "a=b" })],
    ["an answer marked no-store", rendered(html("x"), 200, { "Cache-Control": "no-store" })],
  ])("does not keep %s", async (_label, answer) => {
    const cache = new RenderCache({ maxBytes: 1024 * 1024 });
    expect(await cache.page("/x", "v1", async () => answer)).toBe(answer);
    expect(cache.last("/x")).toBeUndefined();
  });

  it("holds at most its byte bound, dropping the pages asked for least recently", async () => {
    const cache = new RenderCache({ maxBytes: 40_000 });
    for (let index = 0; index < 20; index += 1)
      await cache.page(`/page-${index}`, "v1", async () => rendered(html("x".repeat(5_000))));
    expect(cache.stats.bytes).toBeLessThanOrEqual(40_000);
    expect(cache.last("/page-19")).toBeDefined();
    expect(cache.last("/page-0")).toBeUndefined();
  });

  it("never lets pages of the other area push out the site's own, however many arrive", async () => {
    const cache = new RenderCache({ maxBytes: 40_000 });
    const site = await cache.page("/blog", "v1", async () => rendered(html("x".repeat(30_000))), { area: "site" });
    for (let index = 0; index < 200; index += 1)
      await cache.page(`/find-a-car/${index}-car`, "v1", async () => rendered(html("x".repeat(5_000))));
    expect(cache.current("/blog", "v1")).toBe(site);
    expect(cache.paths().site).toEqual(["/blog"]);
    expect(cache.paths().other.length).toBeLessThan(10);
    expect(cache.stats.sitePages).toBe(1);
  });

  it("keeps a 404 only where asked to (the one not-found page), and answers it with status 404 and no 304", async () => {
    const cache = new RenderCache({ maxBytes: 1024 * 1024 });
    const page = await cache.page("/not-found", "v1", async () => rendered(html("missing"), 404), {
      area: "site",
      keeps: 404,
    });
    if (!(page instanceof CachedPage)) throw new Error("not kept");
    const app = new Hono();
    app.get("*", (c) => cache.respond(c, "/not-found", page, "https://www.umoya.example", false));
    const response = await app.request("/anything", { headers: { "If-None-Match": 'W/"v1"' } });
    expect(response.status).toBe(404);
    expect(response.headers.get("Cache-Control")).toBe("no-cache");
    expect(await response.text()).toContain("missing");
  });

  it("answers with the origin asked for, the hashes of the inline scripts and the version as ETag", async () => {
    const cache = new RenderCache({ maxBytes: 1024 * 1024 });
    const page = await cache.page("/business", "v7", async () => rendered(html("page")));
    if (!(page instanceof CachedPage)) throw new Error("not kept");
    const app = new Hono();
    app.get("/business", (c) => cache.respond(c, "/business", page, "https://www.umoya.example", true));
    const response = await app.request("/business");
    const body = await response.text();
    expect(body).toContain('href="https://www.umoya.example/business/"');
    expect(body).not.toContain(PRERENDER_ORIGIN);
    expect(response.headers.get("ETag")).toBe('W/"v7"');
    expect(response.headers.get("Cache-Control")).toBe(PAGE_CACHE_CONTROL);
    const policy = response.headers.get("Content-Security-Policy") ?? "";
    expect(policy).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/);
    expect(policy).toContain("upgrade-insecure-requests");
    expect(policy).not.toContain("nonce");
  });
});
