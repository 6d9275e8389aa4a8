import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { requestId } from "hono/request-id";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../config";
import { createLogger } from "../logger";
import { requestLog } from "./request-log";

let server: (ServerType & Server) | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/**
 * `routes` served as the site serves them (server/app.ts): request id and request log
 * ahead of them, through @hono/node-server; and a logger whose lines the test reads.
 */
async function serveWithLog(
  routes: Hono,
): Promise<{ url: string; lines: Record<string, unknown>[]; logger: ReturnType<typeof createLogger> }> {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const logger = createLogger(loadConfig({ LOG_LEVEL: "info" }), sink);
  const app = new Hono();
  app.onError((_error, c) => c.text("Something went wrong", 500));
  app.use(requestId());
  app.use(requestLog(logger));
  app.route("/", routes);
  const url = await new Promise<string>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) =>
      resolve(`http://127.0.0.1:${info.port}`),
    ) as ServerType & Server;
  });
  return { url, lines, logger };
}

/** Waits until the server has written a line with this message (lines are written when the response closes). */
function lineWith(lines: Record<string, unknown>[], msg: string): Promise<Record<string, unknown>> {
  return vi.waitFor(
    () => {
      const line = lines.find((entry) => entry.msg === msg);
      if (!line) throw new Error(`no "${msg}" line in ${JSON.stringify(lines)}`);
      return line;
    },
    { timeout: 10_000 },
  );
}

describe("requestLog", () => {
  it("writes one line per request with the path masked and no query", async () => {
    const app = new Hono();
    app.get("/plain/:id", () => new Response("plain", { headers: { "Content-Type": "text/plain" } }));
    const { url, lines } = await serveWithLog(app);
    const response = await fetch(`${url}/plain/0821234567?email=jane@example.co.za&id=8001015009087`);
    expect(await response.text()).toBe("plain");
    const line = await lineWith(lines, "request");
    expect(line).toMatchObject({
      method: "GET",
      path: "/plain/[number]",
      status: 200,
      level: "info",
      service: "umoya-web",
    });
    expect(line.durationMs).toEqual(expect.any(Number));
    expect(line.requestId).toBe(response.headers.get("X-Request-Id"));
    expect(lines.filter((entry) => entry.msg === "request")).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toMatch(/0821234567|jane@|8001015009087/);
  });

  it("logs a failed request at error level", async () => {
    const app = new Hono();
    app.get("/boom", () => {
      throw new Error("boom");
    });
    const { url, lines } = await serveWithLog(app);
    expect((await fetch(`${url}/boom`)).status).toBe(500);
    expect(await lineWith(lines, "request failed")).toMatchObject({ status: 500, level: "error", path: "/boom" });
  });

  it("logs a request whose client went away before the answer, as aborted and without a status", async () => {
    const slow: { answer?: (response: Response) => void } = {};
    const app = new Hono();
    app.get("/slow", () => new Promise<Response>((resolve) => (slow.answer = resolve)));
    const { url, lines } = await serveWithLog(app);
    const controller = new AbortController();
    const request = fetch(`${url}/slow`, { signal: controller.signal }).catch((error: unknown) => error);
    // The server has the request (its handler is waiting to answer) before the client goes away.
    await vi.waitFor(() => expect(slow.answer).toBeDefined(), { timeout: 10_000 });
    controller.abort();
    expect(await request).toBeInstanceOf(Error);
    const line = await lineWith(lines, "request");
    expect(line).toMatchObject({ path: "/slow", aborted: true });
    expect(line).not.toHaveProperty("status");
    slow.answer?.(new Response("too late"));
  });

  it("leaves the logger's own redaction in place for every other line", async () => {
    const { lines, logger } = await serveWithLog(new Hono());
    logger.info({ lead: { email: "jane@example.co.za", cellphone: "0821234567" } }, "lead stored");
    expect(JSON.stringify(lines)).toContain("lead stored");
    expect(JSON.stringify(lines)).not.toMatch(/jane@|0821234567/);
  });
});
