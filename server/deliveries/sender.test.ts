import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { retryDelaySeconds, sendWebhook } from "./sender";

const SECRET = `whsec_${Buffer.alloc(32, 3).toString("base64")}`;
let server: Server;
let base = "";
const seen: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      seen.push({ headers: request.headers, body });
      const status = Number(request.url?.slice(1));
      // /hang never answers (the sender's time limit ends it).
      if (request.url === "/hang") return;
      response.writeHead(status).end("ignored");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const send = (path: string, timeoutMs = 2000) =>
  sendWebhook({ url: `${base}${path}`, secret: SECRET, webhookId: "msg_test1", body: '{"type":"t"}', timeoutMs });

describe("sendWebhook", () => {
  it("signs by Standard Webhooks: the receiver's library verifies it", async () => {
    expect(await send("/204")).toMatchObject({ outcome: "delivered", statusCode: 204 });
    const request = seen.at(-1);
    expect(request?.headers["webhook-id"]).toBe("msg_test1");
    expect(String(request?.headers["webhook-signature"])).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(SECRET).verify(request?.body ?? "", request?.headers as Record<string, string>)).toEqual({
      type: "t",
    });
  });

  it("tells a refusal to retry (5xx, 4xx) from 410 Gone, a timeout and a refused connection", async () => {
    expect(await send("/503")).toMatchObject({ outcome: "http_error", statusCode: 503 });
    expect(await send("/400")).toMatchObject({ outcome: "http_error", statusCode: 400 });
    expect(await send("/302")).toMatchObject({ outcome: "http_error", statusCode: 302 });
    expect(await send("/410")).toMatchObject({ outcome: "gone", statusCode: 410 });
    expect(await send("/hang", 200)).toMatchObject({ outcome: "timeout", statusCode: null });
    const refused = await sendWebhook({
      url: "http://127.0.0.1:1/",
      secret: SECRET,
      webhookId: "msg_x",
      body: "{}",
      timeoutMs: 2000,
    });
    expect(refused).toMatchObject({ outcome: "unreachable", statusCode: null });
  });
});

describe("retryDelaySeconds", () => {
  it("follows the schedule within ±20 % jitter and ends after its last delay", () => {
    const schedule = [5, 300, 1800];
    expect(retryDelaySeconds(schedule, 0, () => 0)).toBe(4);
    expect(retryDelaySeconds(schedule, 0, () => 0.999)).toBe(6);
    expect(retryDelaySeconds(schedule, 1, () => 0.5)).toBe(300);
    expect(retryDelaySeconds(schedule, 2, () => 0)).toBe(1440);
    expect(retryDelaySeconds(schedule, 3)).toBeUndefined();
  });
});
