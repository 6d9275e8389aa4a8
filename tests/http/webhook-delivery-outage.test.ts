import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csrfHeaders, openCsrfSession } from "../support/csrf-session";
import { hasPostgresServer, startPrivatePostgres, type PrivateService } from "../support/private-services";
import { fetchRaw, health, startServer, type RunningServer } from "../support/server";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";

/** A PostgreSQL of this file's own, stopped mid-test as an outage would; the shared one is never touched. */
let postgres: PrivateService;
let server: RunningServer;
let receiver: WebhookReceiver;

describe.skipIf(!hasPostgresServer)("webhook deliveries through a database outage", () => {
  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    // The CRM is down at first too.
    receiver = await startWebhookReceiver(() => 503);
    server = await startServer({
      DATABASE_URL: postgres.url,
      TRUST_PROXY: "true",
      LEAD_WEBHOOK_URL: receiver.url,
      LEAD_WEBHOOK_SECRET: receiver.secret,
      WEBHOOK_RETRY_DELAYS: "1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1",
      WEBHOOK_TIMEOUT_MS: "2000",
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
    await postgres?.destroy();
  });

  it("delivers the leads it acknowledged once the database is back", { timeout: 180_000 }, async () => {
    const session = await openCsrfSession(server.url);
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const response = await fetchRaw(`${server.url}/api/leads`, {
        method: "POST",
        headers: csrfHeaders(session, { "X-Forwarded-For": `203.0.113.${index + 1}` }),
        body: JSON.stringify({
          firstName: "Sipho",
          surname: "Outagetest",
          cellphone: "0825550142",
          product: "business",
          sourcePath: "/business",
          consent: true,
        }),
      });
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { id: string }).id);
    }
    // Being retried: every lead has had a refused attempt.
    await expect
      .poll(() => ids.every((id) => receiver.received.some((entry) => entry.event?.data.id === id)), {
        timeout: 30_000,
      })
      .toBe(true);

    await postgres.stop();
    // The server notices; meanwhile the CRM comes back.
    await expect.poll(async () => (await health(server)).status, { timeout: 30_000 }).toBe(503);
    receiver.answer = () => 204;
    await postgres.start();

    const delivered = () =>
      new Set(receiver.received.filter((entry) => entry.answered === 204).map((entry) => String(entry.event?.data.id)));
    await expect.poll(() => ids.filter((id) => !delivered().has(id)), { timeout: 120_000 }).toEqual([]);
    expect(receiver.received.every((entry) => entry.verified)).toBe(true);
    // It lived through the outage (a lost connection inside a transaction once ended the process).
    expect(server.process.exitCode).toBeNull();
  });
});
