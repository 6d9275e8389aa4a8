import { once } from "node:events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csrfHeaders, openCsrfSession } from "../support/csrf-session";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { fetchRaw, startServer, type RunningServer } from "../support/server";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";

let database: TestDatabase;
let origination: WebhookReceiver;
const servers: RunningServer[] = [];

const SECTIONS = {
  deal: { product: "vehicle-finance", vehiclePrice: 280_000, termMonths: 60 },
  applicant: {
    firstName: "Sipho",
    surname: "Killtestsurname",
    idNumber: "8001015009087",
    cellphone: "0825554433",
    email: "sipho.killtest@example.co.za",
    maritalStatus: "married-out-of-community",
    dependants: 1,
    streetAddress: "3 Killtest Road",
    city: "Durban",
    province: "kwazulu-natal",
    postalCode: "4001",
  },
  employment: {
    employmentType: "contract",
    employer: "Killtest Works",
    monthsEmployed: 14,
    grossMonthlyIncome: 22_000,
    netMonthlyIncome: 18_100,
  },
  finances: { livingExpenses: 7_500, debtRepayments: 1_200 },
};

beforeAll(async () => {
  database = await createTestDatabase();
  // The first attempt of each event is refused, so the event is still waiting when the server is killed.
  origination = await startWebhookReceiver((attempt) => (attempt <= 1 ? 503 : 204));
});

afterAll(async () => {
  for (const server of servers)
    if (server.process.exitCode === null && server.process.signalCode === null) await server.stop();
  await origination?.close();
  await database?.destroy();
});

describe("application.submitted across a kill -9", () => {
  it("is delivered exactly once, signed, by the next server on the same database", { timeout: 120_000 }, async () => {
    const env = {
      DATABASE_URL: database.url,
      ORIGINATION_WEBHOOK_URL: origination.url,
      ORIGINATION_WEBHOOK_SECRET: origination.secret,
      // Retry 3 s after the refused attempt; a killed server's job expires after about 9 s.
      WEBHOOK_RETRY_DELAYS: "3,3,3",
      WEBHOOK_TIMEOUT_MS: "2000",
    };
    const first = await startServer(env);
    servers.push(first);
    const session = await openCsrfSession(first.url);
    const headers = csrfHeaders(session);
    const created = await fetchRaw(`${first.url}/api/applications`, { method: "POST", headers });
    const { id } = (await created.json()) as { id: string };
    const owner = created.headers.getSetCookie().find((line) => line.startsWith("umoya-application="))!;
    const own = { ...headers, Cookie: `${session.cookie}; ${owner.split(";")[0]}` };
    const saved = await fetchRaw(`${first.url}/api/applications/${id}`, {
      method: "PATCH",
      headers: own,
      body: JSON.stringify(SECTIONS),
    });
    expect(saved.status).toBe(200);
    const submitted = await fetchRaw(`${first.url}/api/applications/${id}/submit`, {
      method: "POST",
      headers: own,
      body: JSON.stringify({ consents: { creditBureau: true, privacy: true }, declaration: true }),
    });
    expect(submitted.status).toBe(201);

    // The first attempt arrives (and is refused); the server dies before its retry.
    await expect.poll(() => origination.received.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    const exited = once(first.process, "exit");
    first.process.kill("SIGKILL");
    await exited;
    expect(origination.delivered().size).toBe(0);

    const second = await startServer(env);
    servers.push(second);
    await expect.poll(() => origination.delivered().size, { timeout: 60_000, interval: 500 }).toBe(1);
    const accepted = origination.received.filter((entry) => entry.answered === 204);
    expect(accepted).toHaveLength(1);
    expect(accepted[0]?.verified).toBe(true);
    expect(accepted[0]?.event).toMatchObject({
      type: "application.submitted",
      data: { id, applicant: SECTIONS.applicant },
    });
    // Every attempt was the same message.
    expect(new Set(origination.received.map((entry) => entry.webhookId)).size).toBe(1);
  });
});
