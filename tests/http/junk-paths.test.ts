import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sitePages, type SitePage } from "~/content/site-pages";
import { fetchRaw, startServer, type RunningServer, WITH_WARM_UP } from "../support/server";

/** Every page of the register: the site's own pages, which no stranger's requests may push out of the cache. */
const PAGE_PATHS = Object.values<SitePage>(sitePages).map((page) => `/${page.path}`);

/** Renders the server logged so far, by path. */
const renders = (server: RunningServer) =>
  server.logs.filter((line) => line.msg === "page rendered").map((line) => String(line.path));

let server: RunningServer;

describe("junk spellings of page paths", { timeout: 120_000 }, () => {
  beforeAll(async () => {
    // The smallest cache the configuration allows: the site's own pages alone would overflow it.
    server = await startServer({ ...WITH_WARM_UP, RENDER_CACHE_MB: "1" });
    await vi.waitFor(
      () => {
        if (!server.logs.some((line) => line.msg === "pages rendered")) throw new Error("pages not rendered yet");
      },
      { timeout: 60_000, interval: 100 },
    );
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("answers 404 for spellings that are no page's, redirects other spellings of a page, and renders neither", async () => {
    const before = renders(server).length;
    for (const path of ["/business%00", "/business%20", "/%0a", "/business%0d%0a", "/%E0%A4%A", "/a%2Fb", "/nope"]) {
      const response = await fetchRaw(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain("<html");
    }
    for (const [path, location] of [
      ["//business", "/business"],
      ["/business//", "/business/"],
      ["/busi%6Eess?x=1", "/business?x=1"],
    ]) {
      const response = await fetchRaw(`${server.url}${path}`);
      expect(response.status, path).toBe(308);
      const target = new URL(response.headers.get("location") ?? "", server.url);
      expect(`${target.pathname}${target.search}`, path).toBe(location);
    }
    // React Router's route-discovery address is React Router's, not an unknown page.
    const manifest = await fetchRaw(`${server.url}/__manifest?paths=%2Fbusiness&version=any`);
    expect(manifest.status).not.toBe(404);
    // At most the one not-found page was rendered (if no request had asked for it before).
    expect(
      renders(server)
        .slice(before)
        .filter((path) => path !== "/not-found"),
    ).toEqual([]);
    expect(renders(server).filter((path) => path === "/not-found").length).toBeLessThanOrEqual(1);
  });

  it("leaves the site's pages in the cache after a flood of junk and of cars' pages, and renders the 404 page once", async () => {
    const flood: string[] = [];
    for (let index = 0; index < 150; index += 1)
      flood.push(
        `/junk-${index}`,
        `/business-${index}%00`,
        `/blog%20${index}`,
        `/%0a${index}`,
        `/zz/${index}?utm=${index}`,
      );
    for (let start = 0; start < flood.length; start += 25) {
      const statuses = await Promise.all(
        flood.slice(start, start + 25).map(async (path) => {
          const response = await fetchRaw(`${server.url}${path}`);
          await response.arrayBuffer();
          return response.status;
        }),
      );
      expect(new Set(statuses)).toEqual(new Set([404]));
    }
    // Cars' pages live in the bounded area (1 MB here): many of them push each other out, not the site's pages.
    const search = (await (await fetchRaw(`${server.url}/api/vehicles?pageSize=50`)).json()) as {
      vehicles: { path: string }[];
    };
    expect(search.vehicles.length).toBe(50);
    for (const car of search.vehicles) expect((await fetchRaw(`${server.url}${car.path}`)).status).toBe(200);
    // Log lines arrive a moment after the answers: wait for the cars' renders before counting.
    await expect
      .poll(() => renders(server).filter((path) => path.startsWith("/find-a-car/")).length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(50);

    const before = renders(server).length;
    for (const path of [...PAGE_PATHS, "/call-me-back"]) {
      const response = await fetchRaw(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      await response.arrayBuffer();
    }
    // Every site page was a cache hit: nothing rendered again.
    expect(renders(server).slice(before)).toEqual([]);
    // One render of the not-found page for all 750 unknown addresses (it may have been rendered by the test before).
    expect(renders(server).filter((path) => path === "/not-found").length).toBe(1);
    expect(renders(server).filter((path) => /junk|%|zz/.test(path))).toEqual([]);
  });

  it("prints only JSON lines, also for a malformed percent-escape", async () => {
    expect((await fetchRaw(`${server.url}/%E0%A4%A`)).status).toBe(404);
    expect((await fetchRaw(`${server.url}/blog/%E0%A4%A.data`)).status).toBe(404);
    // This test's two requests and the first test's one, once their log lines have arrived.
    await expect
      .poll(() => server.logs.filter((line) => line.msg === "request" && String(line.path).includes("%A4%A")).length, {
        timeout: 10_000,
      })
      .toBeGreaterThanOrEqual(3);
    const lines = server
      .output()
      .split("\n")
      .filter((line) => line.trim() !== "");
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
  });
});
