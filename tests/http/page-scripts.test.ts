import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fetchRaw, startServer, type RunningServer } from "../support/server";

let server: RunningServer;

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;
/** The executable inline scripts of a page (not JSON-LD). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = "", body = ""]) => body !== "" && !/src=|ld\+json/.test(attributes))
    .map(([, , body = ""]) => body);
const allowedHashes = (response: Response) =>
  [...(response.headers.get("content-security-policy") ?? "").matchAll(/'(sha256-[^']+)'/g)].map(([, hash]) => hash);
const DATA_CALL = "window.__reactRouterContext.streamController.enqueue(";

describe("inline scripts a page may run", { timeout: 90_000 }, () => {
  beforeAll(async () => {
    server = await startServer();
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

  it("on a search rendered for one visitor: the site's own code, as on the cached page, and the hydration data", async () => {
    const cached = await fetchRaw(`${server.url}/find-a-car`);
    const cachedCode = inlineScripts(await cached.text()).filter((script) => !script.startsWith(DATA_CALL));
    const visitor = "Zz-visitor-text";
    const response = await fetchRaw(`${server.url}/find-a-car?q=${encodeURIComponent(`${visitor}</script>`)}`);
    expect(response.status).toBe(200);
    const scripts = inlineScripts(await response.text());
    const allowed = allowedHashes(response);
    // Every script of the page may run (the page hydrates)…
    for (const script of scripts) expect(allowed, script.slice(0, 80)).toContain(sha(script));
    // …the code ones are the cached page's, and visitor text is only ever inside the data call's string.
    expect(
      scripts
        .filter((script) => !script.startsWith(DATA_CALL))
        .map(sha)
        .sort(),
    ).toEqual(cachedCode.map(sha).sort());
    for (const script of scripts.filter((text) => text.includes(visitor)))
      expect(script.startsWith(DATA_CALL)).toBe(true);
    expect(server.logs.some((line) => String(line.msg).includes("left out of the policy"))).toBe(false);
  });

  it("on the not-found page, with a search and without", async () => {
    for (const path of ["/no-such-page", "/no-such-page?q=loan"]) {
      const response = await fetchRaw(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      const allowed = allowedHashes(response);
      for (const script of inlineScripts(await response.text())) expect(allowed, path).toContain(sha(script));
    }
  });
});
