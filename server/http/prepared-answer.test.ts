import { Hono } from "hono";
import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptedEncodings, etagMatches, PreparedAnswer } from "./prepared-answer";

describe("acceptedEncodings", () => {
  it.each([
    [undefined, []],
    ["", []],
    ["gzip, deflate, br", ["br", "gzip"]],
    ["gzip", ["gzip"]],
    ["br;q=0, gzip", ["gzip"]],
    ["identity", []],
    ["*", ["br", "gzip"]],
    ["*;q=0, gzip;q=0.5", ["gzip"]],
    ["deflate", []],
  ])("Accept-Encoding %s gives %j", (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});

describe("etagMatches", () => {
  it.each([
    ['W/"v1"', 'W/"v1"', true],
    ['"v1"', 'W/"v1"', true],
    ['"v0", W/"v1"', 'W/"v1"', true],
    ["*", 'W/"v1"', true],
    ['"v2"', 'W/"v1"', false],
    [undefined, 'W/"v1"', false],
  ])("If-None-Match %s against %s: %s", (header, etag, expected) => {
    expect(etagMatches(header, etag)).toBe(expected);
  });
});

describe("PreparedAnswer", () => {
  const html = `<!doctype html><p>${"Vehicle finance. ".repeat(200)}</p>`;
  const answer = new PreparedAnswer(html, 'W/"v1"', { "Content-Type": "text/html; charset=utf-8" });
  const app = new Hono();
  app.get("/", (c) => answer.respond(c));

  it("answers 304 with the validator and no body when If-None-Match names it", async () => {
    const response = await app.request("/", { headers: { "If-None-Match": 'W/"v1"' } });
    expect(response.status).toBe(304);
    expect(response.headers.get("ETag")).toBe('W/"v1"');
    expect(await response.text()).toBe("");
  });

  it("serves gzip at once, then brotli once it is ready, to clients that take it", async () => {
    const first = await app.request("/", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(["gzip", "br"]).toContain(first.headers.get("Content-Encoding"));
    await expect
      .poll(async () =>
        (await app.request("/", { headers: { "Accept-Encoding": "br" } })).headers.get("Content-Encoding"),
      )
      .toBe("br");
    const br = await app.request("/", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(html);
    const gz = await app.request("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html);
    const plain = await app.request("/");
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(await plain.text()).toBe(html);
    expect(plain.headers.get("Vary")).toBe("Accept-Encoding");
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await app.request("/", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(Number(response.headers.get("Content-Length"))).toBe(html.length);
    expect(await response.text()).toBe("");
  });

  it("without brotli, makes the gzip copy only for a client that takes gzip", async () => {
    const search = new PreparedAnswer(html, 'W/"s1"', { "Content-Type": "application/json" }, { brotli: false });
    const api = new Hono();
    api.get("/", (c) => search.respond(c));
    const plain = await api.request("/");
    expect(await plain.text()).toBe(html);
    expect(search.size).toBe(html.length);
    const gz = await api.request("/", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(gz.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html);
    expect(search.size).toBeGreaterThan(html.length);
  });
});
