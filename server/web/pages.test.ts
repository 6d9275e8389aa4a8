import { createHash } from "node:crypto";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import type { ContentSnapshot } from "./content-version";
import type { RenderedPage } from "./page-renderer";
import { pages, type PagesOptions } from "./pages";
import { RenderCache } from "./render-cache";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const CODE = "window.__pageCode = 1;";
const page = (status: number, text: string): RenderedPage => ({
  status,
  headers: new Headers({ "Content-Type": "text/html; charset=utf-8" }),
  body: `<!doctype html><script>${CODE}</script><p>${text}</p>`,
});

/** The site's pages over a render the test writes, with a silent logger and one content version. */
function site(render: (request: Request) => RenderedPage) {
  const requests: string[] = [];
  const options: PagesOptions = {
    render: async (request) => {
      const url = new URL(request.url);
      requests.push(`${url.pathname}${url.search}`);
      return render(request);
    },
    cache: new RenderCache({ maxBytes: 1024 * 1024 }),
    content: async () => ({ version: "v1" }) as ContentSnapshot,
    originOf: () => "http://localhost",
    upgradeInsecure: () => false,
    requestContext: () => ({}) as ReturnType<PagesOptions["requestContext"]>,
    sharedContext: {} as PagesOptions["sharedContext"],
    queryFreePaths: new Set(),
    isSitePage: () => true,
    isUnknownPath: () => false,
    logger: createLogger({ logLevel: "silent" }),
  };
  const app = new Hono().get("*", pages(options).handler);
  return { app, requests };
}

describe("pages rendered for the cache", () => {
  it("render a page once more when a render fails for a reason other than the database", async () => {
    let calls = 0;
    const { app, requests } = site(() => (++calls === 1 ? page(500, "cut off") : page(200, "whole")));
    const response = await app.request("http://localhost/business");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("whole");
    expect(requests).toEqual(["/business", "/business"]);
  });

  it("answer a page that fails twice as the 500 it is", async () => {
    const { app, requests } = site(() => page(500, "broken"));
    expect((await app.request("http://localhost/business")).status).toBe(500);
    expect(requests).toEqual(["/business", "/business"]);
  });
});

describe("a page rendered for one request", () => {
  it("has its code scripts allowed even when its page's copy was not rendered yet", async () => {
    const { app, requests } = site(() => page(200, "cars"));
    const response = await app.request("http://localhost/find-a-car?make=Toyota");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Security-Policy")).toContain(sha(CODE));
    // The request's own render, then the page's copy without a query, rendered for the cache.
    expect(requests).toEqual(["/find-a-car?make=Toyota", "/find-a-car"]);
    // Once learned, the next search costs one render.
    await app.request("http://localhost/find-a-car?make=BMW");
    expect(requests).toHaveLength(3);
  });

  it("refuses a script no render of the page's own copy has", async () => {
    const { app } = site((request) =>
      new URL(request.url).search === ""
        ? page(200, "cars")
        : { ...page(200, "cars"), body: `<script>${CODE}</script><script>alert(1)</script>` },
    );
    const policy = (await app.request("http://localhost/find-a-car?q=x")).headers.get("Content-Security-Policy");
    expect(policy).toContain(sha(CODE));
    expect(policy).not.toContain(sha("alert(1)"));
  });
});
