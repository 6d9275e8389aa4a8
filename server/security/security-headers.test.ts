import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { requestId } from "hono/request-id";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { requestLog } from "../http/request-log";
import { createLogger } from "../logger";
import { SERVICE_WORKER_CONTENT_SECURITY_POLICY } from "./content-security-policy";
import { securityHeaders } from "./security-headers";

let server: (ServerType & Server) | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/**
 * `routes` behind the request id, the request log (its lines dropped) and the security headers, as
 * server/app.ts has them, through @hono/node-server.
 */
async function serveWithHeaders(routes: Hono): Promise<{ url: string }> {
  const app = new Hono();
  app.use(requestId());
  app.use(
    requestLog(createLogger(loadConfig({ LOG_LEVEL: "info" }), new Writable({ write: (_c, _e, done) => done() }))),
  );
  app.use(securityHeaders(() => false));
  app.route("/", routes);
  const url = await new Promise<string>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) =>
      resolve(`http://127.0.0.1:${info.port}`),
    ) as ServerType & Server;
  });
  return { url };
}

describe("security headers and request id on every response", () => {
  const app = new Hono();
  app.get("/json", (c) => c.json({ ok: true }));
  // A plain Response with a header record (the adapter's fast path), and one that sets a header of its own.
  app.get("/plain/:id", () => new Response("plain", { headers: { "Content-Type": "text/plain" } }));
  app.get("/framed", () => new Response("framed", { headers: { "x-frame-options": "SAMEORIGIN" } }));
  app.get("/sw.js", (c) =>
    c.text("self.addEventListener('fetch', () => {});", 200, {
      "Content-Security-Policy": SERVICE_WORKER_CONTENT_SECURITY_POLICY,
    }),
  );

  it.each(["/json", "/plain/1", "/nowhere"])(
    "%s gets the request id, the security headers and the policy that lets nothing run",
    async (path) => {
      const { url } = await serveWithHeaders(app);
      const response = await fetch(`${url}${path}`);
      expect(response.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("X-Frame-Options")).toBe("DENY");
      expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
      expect(response.headers.get("Strict-Transport-Security")).toBeNull();
    },
  );

  it("gives each response its own request id", async () => {
    const { url } = await serveWithHeaders(app);
    const [first, second] = await Promise.all([fetch(`${url}/json`), fetch(`${url}/json`)]);
    expect(first?.headers.get("X-Request-Id")).not.toBe(second?.headers.get("X-Request-Id"));
  });

  it("lets a response's own header win, whatever its case, and sends it once", async () => {
    const { url } = await serveWithHeaders(app);
    const response = await fetch(`${url}/framed`);
    expect(response.headers.get("X-Frame-Options")).toBe("SAMEORIGIN");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("keeps a policy the answer set itself (the service worker's)", async () => {
    const { url } = await serveWithHeaders(app);
    for (const path of ["/sw.js", "/sw.js?v=2"]) {
      expect((await fetch(`${url}${path}`)).headers.get("Content-Security-Policy"), path).toContain(
        "connect-src 'self'",
      );
    }
  });
});
