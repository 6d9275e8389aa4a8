import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchRaw, startServer, type RunningServer } from "../support/server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

/** The framework file (React and React Router, vite.config.ts) every page loads: large enough to be stored compressed. */
async function frameworkScriptUrl(): Promise<string> {
  const html = await (await fetchRaw(`${server.url}/business`)).text();
  const href = /<link rel="modulepreload"[^>]* href="(\/assets\/framework-[\w-]+\.js)"/.exec(html)?.[1];
  expect(href).toBeDefined();
  return `${server.url}${href}`;
}

describe("health", () => {
  it("answers 200 JSON once the server can serve", async () => {
    const response = await fetchRaw(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toMatchObject({ status: "ok" });
  });
});

describe("static assets", () => {
  it("serves hashed files as immutable for a year, brotli-compressed when accepted", async () => {
    const url = await frameworkScriptUrl();
    const response = await fetchRaw(url, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
    const entry = await fetchRaw(url, { headers: { "Accept-Encoding": "br" } });
    expect(entry.headers.get("content-encoding")).toBe("br");
    const gzipped = await fetchRaw(entry.url, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    const plain = await fetchRaw(entry.url, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(Number(plain.headers.get("content-length"))).toBeGreaterThan(Number(gzipped.headers.get("content-length")));
  });

  it("answers a matching If-None-Match with 304", async () => {
    const url = await frameworkScriptUrl();
    const etag = (await fetchRaw(url)).headers.get("etag");
    expect(etag).toBeTruthy();
    const response = await fetchRaw(url, { headers: { "If-None-Match": etag ?? "" } });
    expect(response.status).toBe(304);
  });

  it("serves public files with a short cache and never the server's own files", async () => {
    const logo = await fetchRaw(`${server.url}/brand/umoya-logo.svg`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(logo.headers.get("cache-control")).toBe("public, max-age=3600");
    for (const path of ["/server/index.js", "/../server/index.js", "/.vite/manifest.json", "/business.data"]) {
      expect((await fetchRaw(`${server.url}${path}`)).headers.get("content-type"), path).not.toMatch(/javascript|json/);
    }
  });
});

describe("pages", () => {
  it("compresses pages with gzip at once and brotli once it is ready", async () => {
    for (const path of ["/balloon-payments", "/business"]) {
      const gzipped = await fetchRaw(`${server.url}${path}`, { headers: { "Accept-Encoding": "gzip" } });
      expect(gzipped.headers.get("content-encoding"), path).toBe("gzip");
      await expect
        .poll(async () => {
          const response = await fetchRaw(`${server.url}${path}`, { headers: { "Accept-Encoding": "br" } });
          await response.arrayBuffer();
          return response.headers.get("content-encoding");
        })
        .toBe("br");
      expect(await (await fetchRaw(`${server.url}${path}`, { headers: { "Accept-Encoding": "br" } })).text()).toContain(
        "</html>",
      );
    }
  });

  it("answers HEAD without a body", async () => {
    const response = await fetchRaw(`${server.url}/business`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });

  it("logs one line per request without the query string", async () => {
    await (await fetchRaw(`${server.url}/balloon-payments?price=250000&phone=0821234567`)).arrayBuffer();
    const lines = () => server.logs.filter((line) => line.msg === "request" && line.path === "/balloon-payments");
    await expect.poll(() => lines().length).toBeGreaterThanOrEqual(1);
    expect(lines().at(-1)).toMatchObject({ method: "GET", status: 200 });
    expect(JSON.stringify(server.logs)).not.toContain("0821234567");
  });
});

describe("shutdown", () => {
  it("finishes requests in flight and exits cleanly on SIGTERM", async () => {
    const own = await startServer();
    // The response has begun (headers are here) when the signal arrives; its body must still arrive whole.
    const response = await fetchRaw(`${own.url}/balloon-payments`);
    const exitCode = own.stop("SIGTERM");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("</html>");
    expect(await exitCode).toBe(0);
    expect(own.logs.some((line) => line.msg === "stopped")).toBe(true);
  });
});
