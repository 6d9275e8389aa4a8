import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fetchRaw, startServer, type RunningServer, WITH_WARM_UP } from "../support/server";

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
    server = await startServer(WITH_WARM_UP);
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

  it("on a search rendered for one visitor: the site's own code, as on the cached page, and no visitor text in any script", async () => {
    const cached = await fetchRaw(`${server.url}/find-a-car`);
    const cachedCode = inlineScripts(await cached.text()).filter((script) => !script.startsWith(DATA_CALL));
    const visitor = "Zz-visitor-text";
    const markup = `${visitor}</script><b>`;
    for (const query of [`q=${encodeURIComponent(markup)}`, `make=${encodeURIComponent(markup)}`]) {
      const response = await fetchRaw(`${server.url}/find-a-car?${query}`);
      expect(response.status, query).toBe(200);
      const html = await response.text();
      const scripts = inlineScripts(html);
      const allowed = allowedHashes(response);
      // Every script of the page may run (the page hydrates)…
      for (const script of scripts) expect(allowed, script.slice(0, 80)).toContain(sha(script));
      // …the code ones are the cached page's…
      expect(
        scripts
          .filter((script) => !script.startsWith(DATA_CALL))
          .map(sha)
          .sort(),
        query,
      ).toEqual(cachedCode.map(sha).sort());
      // …and the visitor's words are on the page, escaped, but in no inline script at all, the data included.
      expect(html, query).toContain(`${visitor}&lt;/script&gt;&lt;b&gt;`);
      expect(html, query).not.toContain("</script><b>");
      for (const script of scripts) expect(script, query).not.toContain(visitor);
    }
    expect(server.logs.some((line) => String(line.msg).includes("left out of the policy"))).toBe(false);
  });

  it("on the not-found page's search: the visitor's words are on the page and in no inline script", async () => {
    const visitor = "Zz-lost-visitor";
    const response = await fetchRaw(`${server.url}/no-such-page?q=${encodeURIComponent(`${visitor}</script><b>`)}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(`${visitor}&lt;/script&gt;&lt;b&gt;`);
    const scripts = inlineScripts(html);
    const allowed = allowedHashes(response);
    for (const script of scripts) {
      expect(allowed).toContain(sha(script));
      expect(script).not.toContain(visitor);
    }
  });

  it("on the call-me-back page asked from another page: the page it names is in no inline script", async () => {
    const from = "/zz-came-from-here";
    const response = await fetchRaw(`${server.url}/call-me-back?product=business&from=${encodeURIComponent(from)}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    // The form still carries it, as the lead's source page.
    expect(html).toContain(`value="${from}"`);
    const allowed = allowedHashes(response);
    for (const script of inlineScripts(html)) {
      expect(allowed).toContain(sha(script));
      expect(script).not.toContain(from);
    }
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

describe("a search asked for before the server warmed its pages", { timeout: 90_000 }, () => {
  let fresh: RunningServer | undefined;
  afterAll(async () => {
    await fresh?.stop();
  });

  it("is answered with every inline script allowed (the page hydrates)", async () => {
    // startServer resolves once the server listens; the warm-up runs after that, so this request does not
    // wait for it. The page's own copy is rendered first (or is being rendered) whatever the warm-up's order.
    fresh = await startServer(WITH_WARM_UP);
    // The warm-up renders some thirty pages before this one: its copy is not there yet.
    expect(fresh.logs.some((line) => line.msg === "page rendered" && line.path === "/find-a-car")).toBe(false);
    const response = await fetchRaw(`${fresh.url}/find-a-car?make=Toyota`);
    expect(response.status).toBe(200);
    const scripts = inlineScripts(await response.text());
    expect(scripts.filter((script) => !script.startsWith(DATA_CALL)).length).toBeGreaterThan(0);
    const allowed = allowedHashes(response);
    for (const script of scripts) expect(allowed, script.slice(0, 80)).toContain(sha(script));
    expect(fresh.logs.some((line) => String(line.msg).includes("left out of the policy"))).toBe(false);
  });
});
