import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { createLogger } from "../logger";
import { securityHeaders } from "../security/security-headers";
import { requestLog } from "./request-log";

/** An app with the request log and security headers, and a logger whose lines the test reads. */
function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const logger = createLogger(loadConfig({ LOG_LEVEL: "info" }), sink);
  const app = new Hono();
  app.use(requestLog(logger));
  app.use(securityHeaders({ publicUrl: undefined, trustProxy: false }));
  app.get("/json", (c) => c.json({ ok: true }));
  // A handler that answers a plain Response, and one that sets a header of its own.
  app.get("/plain/:id", () => new Response("plain", { headers: { "Content-Type": "text/plain" } }));
  app.get("/framed", () => new Response("framed", { headers: { "X-Frame-Options": "SAMEORIGIN" } }));
  app.get("/boom", () => {
    throw new Error("boom");
  });
  app.onError((_error, c) => c.text("Something went wrong", 500));
  return { app, lines, logger };
}

let server: ServerType | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

/** The same app behind a real Node server, as in production. */
async function listen(app: Hono): Promise<string> {
  return new Promise((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => resolve(`http://127.0.0.1:${info.port}`));
  });
}

describe("requestLog", () => {
  it("writes one line per request with the path masked and no query", async () => {
    const { app, lines } = appWithLog();
    const response = await app.request("/plain/0821234567?email=jane@example.co.za&id=8001015009087");
    expect(response.status).toBe(200);
    const line = lines.find((entry) => entry.msg === "request");
    expect(line).toMatchObject({ method: "GET", path: "/plain/[number]", status: 200, level: "info" });
    expect(line?.requestId).toBe(response.headers.get("X-Request-Id"));
    expect(JSON.stringify(lines)).not.toMatch(/0821234567|jane@|8001015009087/);
  });

  it("logs a failed request at error level", async () => {
    const { app, lines } = appWithLog();
    const response = await app.request("/boom");
    expect(response.status).toBe(500);
    expect(lines.find((entry) => entry.msg === "request failed")).toMatchObject({ status: 500, level: "error", path: "/boom" });
  });

  it("leaves the logger's own redaction in place for every other line", () => {
    const { lines, logger } = appWithLog();
    logger.info({ lead: { email: "jane@example.co.za", cellphone: "0821234567" } }, "lead stored");
    expect(JSON.stringify(lines)).not.toMatch(/jane@|0821234567/);
  });
});

describe.each(["Fetch (app.request)", "Node server"])("default response headers through %s", (through) => {
  const fetchFrom = async (app: Hono, path: string) => (through === "Node server" ? fetch(`${await listen(app)}${path}`) : app.request(path));

  it.each(["/json", "/plain/1"])("%s gets the request id, the security headers and the policy that runs nothing", async (path) => {
    const { app } = appWithLog();
    const response = await fetchFrom(app, path);
    expect(response.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    expect(response.headers.get("Strict-Transport-Security")).toBeNull();
  });

  it("lets a response's own header win", async () => {
    const { app } = appWithLog();
    const response = await fetchFrom(app, "/framed");
    expect(response.headers.get("X-Frame-Options")).toBe("SAMEORIGIN");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });
});
