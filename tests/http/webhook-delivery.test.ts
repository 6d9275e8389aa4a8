import { spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csrfHeaders, openCsrfSession, type CsrfSession } from "../support/csrf-session";
import { createTestDatabase, createTestPglite, type TestDatabase, type TestPglite } from "../support/database";
import { fetchRaw, health, runServerToExit, startServer, type RunningServer } from "../support/server";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";

const root = fileURLToPath(new URL("../..", import.meta.url));
const ADMIN_TOKEN = "webhook-admin-token-0123456789";

/** Values no log line, metric or listing may show. */
const PERSON = {
  firstName: "Nomvuyo",
  surname: "Outboxtestsurname",
  cellphone: "0825559876",
  email: "nomvuyo.outbox@example.co.za",
  idNumber: "8001015009087",
};

/** A campaign a landing page could carry: stored and sent to the CRM, but never logged, counted or listed. */
const CAMPAIGN = {
  source: "newslettercampaigntest",
  medium: "emailmediumtest",
  name: "springcampaigntest",
  term: "bakkie finance termtest",
  content: "herobannercontenttest",
  gclid: "Cj0KCQgclidtest_123",
  referrerHost: "www.referrerhosttest.example",
};

let clientNumber = 0;
/** A distinct client address per lead (TRUST_PROXY is on), so the leads rate limit counts each alone. */
const newClient = () => {
  clientNumber += 1;
  return `198.51.${Math.floor(clientNumber / 250)}.${clientNumber % 250}`;
};

function postLead(url: string, session: CsrfSession, extra: Record<string, unknown> = {}) {
  return fetchRaw(`${url}/api/leads`, {
    method: "POST",
    headers: csrfHeaders(session, { "X-Forwarded-For": newClient() }),
    body: JSON.stringify({
      ...PERSON,
      product: "vehicleFinance",
      sourcePath: "/vehicle-finance",
      preferredTime: "morning",
      calculation: { calculator: "vehicle-finance", figures: { "Purchase price": 350000 } },
      consent: true,
      preCheckConsent: true,
      marketingOptIn: false,
      ...extra,
    }),
  });
}

const admin = (url: string, path: string, init: RequestInit = {}) =>
  fetchRaw(`${url}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, "Content-Type": "application/json", ...init.headers },
  });

interface Listed {
  webhookId: string;
  eventType: string;
  subjectId: string;
  endpoint: string;
  status: string;
  attempts: number;
  lastStatusCode: number | null;
  lastAttemptAt: string | null;
}

async function listDeliveries(url: string, status?: string): Promise<Listed[]> {
  const response = await admin(url, `/api/admin/webhook-deliveries${status ? `?status=${status}` : ""}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { deliveries: Listed[] }).deliveries;
}

const webhookEnv = (receiver: WebhookReceiver, delays: string) => ({
  LEAD_WEBHOOK_URL: receiver.url,
  LEAD_WEBHOOK_SECRET: receiver.secret,
  WEBHOOK_RETRY_DELAYS: delays,
  WEBHOOK_TIMEOUT_MS: "2000",
  ADMIN_TOKEN,
  TRUST_PROXY: "true",
});

describe.each(["PGlite", "PostgreSQL"] as const)("lead webhooks on %s", (driver) => {
  let database: TestPglite | TestDatabase;
  let databaseEnv: Record<string, string>;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    if (driver === "PGlite") {
      const pglite = await createTestPglite();
      // One process owns a PGlite folder: the servers below open it.
      await pglite.close();
      database = pglite;
      databaseEnv = { DATA_DIR: pglite.dataDir };
    } else {
      const postgres = await createTestDatabase();
      database = postgres;
      databaseEnv = { DATABASE_URL: postgres.url };
    }
    // Every event's first two attempts are refused, as by a CRM that is briefly down.
    receiver = await startWebhookReceiver((attempt) => (attempt <= 2 ? 503 : 204));
  }, 120_000);

  afterAll(async () => {
    await receiver?.close();
    await database?.destroy();
  });

  it(
    "delivers every acknowledged lead once it answers 2xx, signed, with one webhook-id per lead, through 503s and a kill -9",
    { timeout: 240_000 },
    async () => {
      const env = { ...databaseEnv, ...webhookEnv(receiver, "1,1,1,1") };
      const first = await startServer(env);
      const session = await openCsrfSession(first.url);
      const acknowledged: string[] = [];
      let answered = 0;
      let deliveredAtKill = -1;
      const exited = once(first.process, "exit");
      const leads = 200;
      await Promise.all(
        Array.from({ length: leads }, async () => {
          // A lead is acknowledged when its 201 and id arrived whole before the kill.
          const id = await postLead(first.url, session)
            .then(async (response) =>
              response.status === 201 ? ((await response.json()) as { id: string }).id : undefined,
            )
            .catch(() => undefined);
          if (id) acknowledged.push(id);
          answered += 1;
          // In the middle: some leads acknowledged, others still on their way, deliveries under way.
          if (answered === leads / 2) {
            deliveredAtKill = receiver.delivered().size;
            first.process.kill("SIGKILL");
          }
        }),
      );
      await exited;
      expect(acknowledged.length).toBeGreaterThan(0);
      expect(deliveredAtKill).toBeLessThan(acknowledged.length);

      const second = await startServer(env);
      try {
        const deliveredLeads = () =>
          new Set(
            receiver.received
              .filter((entry) => entry.answered === 204 && entry.event)
              .map((entry) => String(entry.event?.data.id)),
          );
        await expect
          .poll(() => acknowledged.filter((id) => !deliveredLeads().has(id)), { timeout: 150_000, interval: 500 })
          .toEqual([]);

        // Every request carried a valid signature, and every repeat of a lead's event the same webhook-id.
        expect(receiver.received.every((entry) => entry.verified)).toBe(true);
        const idsByLead = new Map<string, Set<string>>();
        for (const entry of receiver.received) {
          const lead = String(entry.event?.data.id);
          idsByLead.set(lead, (idsByLead.get(lead) ?? new Set()).add(entry.webhookId));
          expect(entry.event?.type).toBe("lead.created");
        }
        for (const id of acknowledged) expect(idsByLead.get(id)?.size).toBe(1);
        // Each delivered event was refused twice first, so it was retried rather than lost.
        for (const webhookId of receiver.delivered())
          expect(receiver.received.filter((entry) => entry.webhookId === webhookId).length).toBeGreaterThanOrEqual(3);

        // The event carries the lead as stored.
        const event = receiver.received.find((entry) => entry.event?.data.id === acknowledged[0])?.event;
        expect(event?.data).toMatchObject({
          ...PERSON,
          product: "vehicleFinance",
          sourcePath: "/vehicle-finance",
          calculation: { calculator: "vehicle-finance", figures: { "Purchase price": 350000 } },
          reference: expect.stringMatching(/^UF-[0-9A-Z]{4}-[0-9A-Z]{4}$/),
          consent: { textVersion: expect.any(String), givenAt: expect.any(String) },
          preCheckConsent: { textVersion: expect.any(String), givenAt: expect.any(String) },
          vehicle: null,
        });
        expect(Date.parse(String(event?.timestamp))).not.toBeNaN();

        // The listing says so too, for every delivery (those of leads stored without an answer included).
        await expect
          .poll(async () => (await listDeliveries(second.url)).filter((row) => row.status !== "delivered").length, {
            timeout: 60_000,
          })
          .toBe(0);
        const listed = await listDeliveries(second.url, "delivered");
        for (const id of acknowledged) expect(listed.filter((row) => row.subjectId === id)).toHaveLength(1);
        expect(listed[0]).toMatchObject({ eventType: "lead.created", endpoint: "main", lastStatusCode: 204 });
      } finally {
        await second.stop();
      }
    },
  );
});

function runLeadsCommand(
  env: Record<string, string>,
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["build/app-server/leads.js", ...args], {
      cwd: root,
      env: { ...process.env, ...env, LOG_LEVEL: "silent" },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("failed deliveries, redelivery, dealers and privacy (PostgreSQL)", () => {
  let database: TestDatabase;
  let receiver: WebhookReceiver;
  let dealerReceiver: WebhookReceiver;
  let server: RunningServer;
  let env: Record<string, string>;
  let session: CsrfSession;

  beforeAll(async () => {
    database = await createTestDatabase();
    receiver = await startWebhookReceiver(() => 500);
    dealerReceiver = await startWebhookReceiver(() => 204);
    env = { DATABASE_URL: database.url, ...webhookEnv(receiver, "2,2"), WEBHOOK_STALE_AFTER: "1" };
    server = await startServer(env);
    session = await openCsrfSession(server.url);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
    await dealerReceiver?.close();
    await database?.destroy();
  });

  it("ends a delivery the receiver keeps refusing as failed, lists it, and delivers it after redeliver", async () => {
    receiver.answer = () => 500;
    const viaApi = (await (await postLead(server.url, session)).json()) as { id: string };
    const viaCli = (await (await postLead(server.url, session)).json()) as { id: string };
    // While it waits longer than WEBHOOK_STALE_AFTER, /healthz says degraded but stays 200.
    await expect.poll(async () => (await health(server)).body.status, { timeout: 30_000 }).toBe("degraded");
    expect((await health(server)).status).toBe(200);

    await expect
      .poll(async () => (await listDeliveries(server.url, "failed")).map((row) => row.subjectId).sort(), {
        timeout: 60_000,
      })
      .toEqual([viaApi.id, viaCli.id].sort());
    const failed = await listDeliveries(server.url, "failed");
    for (const row of failed) expect(row).toMatchObject({ attempts: 3, lastStatusCode: 500, endpoint: "main" });
    expect((await health(server)).body.status).toBe("ok");

    const listedByCli = await runLeadsCommand(env, ["deliveries", "--status", "failed"]);
    expect(listedByCli.code).toBe(0);
    for (const row of failed) expect(listedByCli.stdout).toContain(row.webhookId);

    receiver.answer = () => 204;
    const apiRow = failed.find((row) => row.subjectId === viaApi.id);
    const redeliver = await admin(server.url, "/api/admin/webhook-deliveries/redeliver", {
      method: "POST",
      body: JSON.stringify({ webhookIds: [apiRow?.webhookId] }),
    });
    expect(redeliver.status).toBe(202);
    expect(await redeliver.json()).toEqual({ requeued: 1 });
    await expect.poll(() => receiver.delivered().has(String(apiRow?.webhookId)), { timeout: 30_000 }).toBe(true);

    const byCli = await runLeadsCommand(env, ["redeliver", "--failed"]);
    expect(byCli).toMatchObject({ code: 0, stdout: "Queued 1 delivery again.\n" });
    const cliRow = failed.find((row) => row.subjectId === viaCli.id);
    await expect.poll(() => receiver.delivered().has(String(cliRow?.webhookId)), { timeout: 30_000 }).toBe(true);
    await expect.poll(async () => (await listDeliveries(server.url, "failed")).length, { timeout: 30_000 }).toBe(0);

    const bad = await admin(server.url, "/api/admin/webhook-deliveries/redeliver", {
      method: "POST",
      body: JSON.stringify({ status: "everything" }),
    });
    expect(bad.status).toBe(422);
  });

  it("stops retrying a delivery the receiver answers 410 Gone", async () => {
    receiver.answer = () => 410;
    const lead = (await (await postLead(server.url, session)).json()) as { id: string };
    await expect
      .poll(async () => (await listDeliveries(server.url)).find((row) => row.subjectId === lead.id)?.status, {
        timeout: 30_000,
      })
      .toBe("failed");
    const row = (await listDeliveries(server.url, "failed")).find((entry) => entry.subjectId === lead.id);
    expect(row).toMatchObject({ attempts: 1, lastStatusCode: 410 });
    expect(receiver.received.filter((entry) => entry.event?.data.id === lead.id)).toHaveLength(1);
  });

  it("sends a car enquiry to the dealer's own webhook too, signed with the dealer's secret", async () => {
    receiver.answer = () => 204;
    const search = (await (await fetchRaw(`${server.url}/api/vehicles?pageSize=1`)).json()) as {
      vehicles: { id: number; make: string; model: string; price: number; dealer: { code: string } }[];
    };
    const car = search.vehicles[0];
    if (!car) throw new Error("no listing to ask about");

    const refused = await admin(server.url, `/api/admin/dealers/${car.dealer.code}`, {
      method: "PUT",
      body: JSON.stringify({ webhookUrl: "http://dealer.example.com/hook", webhookSecret: "not-a-secret" }),
    });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      webhookUrl: "invalid",
      webhookSecret: "invalid",
    });
    const unauthorised = await fetchRaw(`${server.url}/api/admin/dealers/${car.dealer.code}`, {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ webhookUrl: dealerReceiver.url, webhookSecret: dealerReceiver.secret }),
    });
    expect(unauthorised.status).toBe(401);
    const saved = await admin(server.url, `/api/admin/dealers/${car.dealer.code}`, {
      method: "PUT",
      body: JSON.stringify({ webhookUrl: dealerReceiver.url, webhookSecret: dealerReceiver.secret }),
    });
    expect(saved.status).toBe(200);
    expect(JSON.stringify(await saved.json())).not.toContain(dealerReceiver.secret);

    const lead = (await (await postLead(server.url, session, { vehicleId: car.id, campaign: CAMPAIGN })).json()) as {
      id: string;
    };
    const dealerEvent = () => dealerReceiver.received.find((entry) => entry.event?.data.id === lead.id);
    await expect.poll(() => dealerEvent()?.verified, { timeout: 30_000 }).toBe(true);
    const vehicle = { id: car.id, make: car.make, model: car.model, price: car.price, dealerCode: car.dealer.code };
    expect(dealerEvent()?.event?.data.vehicle).toEqual(vehicle);
    // The dealer's copy: the request and the car, not what was given to Umoya Finance alone.
    expect(dealerEvent()?.event?.data).toMatchObject({
      firstName: PERSON.firstName,
      idNumber: null,
      preCheckConsent: null,
      campaign: null,
      consent: { textVersion: "2026-11-popia-car-1" },
    });
    await expect
      .poll(() => receiver.received.find((entry) => entry.event?.data.id === lead.id)?.event?.data.vehicle, {
        timeout: 30_000,
      })
      .toEqual(vehicle);
    // The CRM's copy carries everything, the campaign included; the car enquiry's own consent version.
    expect(receiver.received.find((entry) => entry.event?.data.id === lead.id)?.event?.data).toMatchObject({
      idNumber: PERSON.idNumber,
      campaign: CAMPAIGN,
      consent: { textVersion: "2026-11-popia-car-1" },
    });
    // Two deliveries, two webhook ids: the CRM's and the dealer's.
    const rows = (await listDeliveries(server.url)).filter((row) => row.subjectId === lead.id);
    expect(rows.map((row) => row.endpoint).sort()).toEqual([car.dealer.code, "main"].sort());
  });

  it("stores the campaign with the lead and sends it in lead.created; refuses an unfit value naming its field", async () => {
    receiver.answer = () => 204;
    const campaign = { source: "newsletter", name: "spring", referrerHost: "www.google.com" };
    const created = await postLead(server.url, session, { campaign });
    expect(created.status).toBe(201);
    const lead = (await created.json()) as { id: string };
    await expect
      .poll(() => receiver.received.find((entry) => entry.event?.data.id === lead.id)?.event?.data.campaign, {
        timeout: 30_000,
      })
      .toEqual(campaign);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ campaign: unknown; consent_text_version: string }>(
        "SELECT campaign, consent_text_version FROM leads WHERE id = $1",
        [lead.id],
      );
      expect(rows[0]).toEqual({ campaign, consent_text_version: "2026-11-popia-3" });
    } finally {
      await client.end();
    }
    // Without a campaign the event says null.
    const plain = (await (await postLead(server.url, session)).json()) as { id: string };
    await expect
      .poll(() => receiver.received.find((entry) => entry.event?.data.id === plain.id)?.event?.data, {
        timeout: 30_000,
      })
      .toMatchObject({ campaign: null });

    const refused = await postLead(server.url, session, {
      campaign: { source: "x".repeat(101), medium: "someone@example.com", utm_source: "newsletter" },
    });
    expect(refused.status).toBe(422);
    const body = JSON.stringify(await refused.json());
    for (const field of ["campaign.source", "campaign.medium", "campaign.utm_source"]) expect(body).toContain(field);
    expect(body).not.toContain("someone@example.com");
  });

  it("shows no lead field in any log line, metric or admin listing", async () => {
    receiver.answer = () => 204;
    // A landing page's address carries the campaign too: the request log drops the query.
    const landing = await fetchRaw(
      `${server.url}/?utm_source=${CAMPAIGN.source}&utm_campaign=${CAMPAIGN.name}&gclid=${CAMPAIGN.gclid}`,
    );
    expect(landing.status).toBe(200);
    const lead = (await (await postLead(server.url, session, { campaign: CAMPAIGN })).json()) as { id: string };
    await expect
      .poll(async () => (await listDeliveries(server.url, "delivered")).some((row) => row.subjectId === lead.id), {
        timeout: 30_000,
      })
      .toBe(true);
    // Asked for twice: the first renders it (this server skips the warm-up), the second finds it held.
    for (let visit = 0; visit < 2; visit += 1) expect((await fetchRaw(`${server.url}/business`)).status).toBe(200);
    const metrics = await admin(server.url, "/metrics");
    expect(metrics.status).toBe(200);
    const metricsText = await metrics.text();
    expect(metricsText).toContain("webhook_deliveries_pending");
    expect(metricsText).toContain('webhook_delivery_attempts_total{result="delivered"}');
    expect(metricsText).toContain("http_request_duration_seconds_bucket");
    expect(metricsText).toContain("database_up 1");
    // The first asks for each page are misses; /business, held since, is a hit.
    expect(metricsText).toMatch(/^render_cache_lookups_total\{result="hit"\} [1-9]\d*$/m);
    expect(metricsText).toMatch(/^render_cache_lookups_total\{result="miss"\} [1-9]\d*$/m);
    expect((await fetchRaw(`${server.url}/metrics`)).status).toBe(401);
    const listing = JSON.stringify(await listDeliveries(server.url));
    const cli = await runLeadsCommand(env, ["deliveries"]);
    // The campaign too: it may in theory carry personal data.
    for (const value of [...Object.values(PERSON), ...Object.values(CAMPAIGN)]) {
      expect(server.output()).not.toContain(value);
      expect(metricsText).not.toContain(value);
      expect(listing).not.toContain(value);
      expect(cli.stdout + cli.stderr).not.toContain(value);
    }
    for (const secret of [receiver.secret, dealerReceiver.secret]) {
      expect(server.output()).not.toContain(secret);
      expect(server.output()).not.toContain(secret.slice(6));
    }
  });

  it("purges a lead's delivery records with the lead (npm run leads -- purge)", async () => {
    receiver.answer = () => 204;
    const kept = (await (await postLead(server.url, session)).json()) as { id: string };
    const old = ((await (await postLead(server.url, session)).json()) as { id: string }).id;
    await expect
      .poll(async () => (await listDeliveries(server.url)).filter((row) => [kept.id, old].includes(row.subjectId)))
      .toHaveLength(2);
    const listed = await listDeliveries(server.url);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query("UPDATE leads SET created_at = now() - interval '400 days' WHERE id = $1", [old]);
    } finally {
      await client.end();
    }
    const purged = await runLeadsCommand(env, ["purge", "--days", "90"]);
    expect(purged.code).toBe(0);
    const after = await listDeliveries(server.url);
    expect(after.filter((row) => row.subjectId === old)).toEqual([]);
    expect(after.length).toBe(listed.length - 1);
    expect(after.filter((row) => row.subjectId === kept.id)).toHaveLength(1);
  });
});

describe("webhook configuration at start-up", () => {
  it("refuses to start with a plain http endpoint or a malformed secret, naming the setting, never the secret", async () => {
    const secret = "sk_live_not-a-webhook-secret";
    const result = await runServerToExit({
      DATA_DIR: "/nonexistent/never-opened",
      LEAD_WEBHOOK_URL: "http://crm.example.co.za/hooks/leads",
      LEAD_WEBHOOK_SECRET: secret,
    });
    expect(result.code).toBe(1);
    expect(result.output).toContain("LEAD_WEBHOOK_URL must use https://");
    expect(result.output).toContain("LEAD_WEBHOOK_SECRET must be whsec_");
    expect(result.output).not.toContain(secret);
  });
});

describe("two copies of the server on one PostgreSQL", () => {
  let database: TestDatabase;
  let receiver: WebhookReceiver;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    receiver = await startWebhookReceiver(() => 204);
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) await server.stop();
    await receiver?.close();
    await database?.destroy();
  });

  it("share the queue: each delivery is sent by one copy, once", { timeout: 120_000 }, async () => {
    // The default time limit: a job is handed to another copy only once it has been active for 25 s
    // (its copy is taken for dead), which a busy test machine never comes near without a crash.
    const env = { DATABASE_URL: database.url, ...webhookEnv(receiver, "1,1"), WEBHOOK_TIMEOUT_MS: "10000" };
    servers.push(await startServer(env), await startServer(env));
    const sessions = await Promise.all(servers.map((server) => openCsrfSession(server.url)));
    const ids = await Promise.all(
      Array.from({ length: 40 }, async (_, index) => {
        const server = servers[index % 2] as RunningServer;
        const response = await postLead(server.url, sessions[index % 2] as CsrfSession);
        expect(response.status).toBe(201);
        return ((await response.json()) as { id: string }).id;
      }),
    );
    const deliveredLeads = () => new Set(receiver.received.map((entry) => String(entry.event?.data.id)));
    await expect.poll(() => ids.filter((id) => !deliveredLeads().has(id)), { timeout: 60_000 }).toEqual([]);
    // Nothing failed, so nothing was sent twice.
    expect(receiver.received).toHaveLength(ids.length);
    expect(new Set(receiver.received.map((entry) => entry.webhookId)).size).toBe(ids.length);
    // Each delivery is logged as delivered (after the receiver answered) by exactly one of the copies.
    const deliveredBy = () =>
      servers.map(
        (server) =>
          new Set(server.logs.filter((line) => line.msg === "webhook delivered").map((line) => String(line.webhookId))),
      );
    await expect
      .poll(() => receiver.received.map((entry) => deliveredBy().filter((set) => set.has(entry.webhookId)).length), {
        timeout: 30_000,
      })
      .toEqual(receiver.received.map(() => 1));
    // Every attempt's job was completed: none left active or waiting.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ state: string }>(
        "SELECT DISTINCT state FROM pgboss.job WHERE name = 'webhook-delivery'",
      );
      expect(rows.map((row) => row.state)).toEqual(["completed"]);
    } finally {
      await client.end();
    }
  });

  it("lose nothing when one copy is killed in the middle of its sending", { timeout: 180_000 }, async () => {
    // Every event's first attempt is refused, so retries are waiting in the queue, and some sends are under
    // way in the copy that dies. A short receiver time limit makes a dead copy's jobs expire within 9 s.
    const flaky = await startWebhookReceiver((attempt) => (attempt <= 1 ? 503 : 204));
    // A database of its own: the copies of the test before share theirs and would send these leads to their
    // own receiver (every copy sends to the endpoint it is configured with).
    const own = await createTestDatabase();
    const env = { DATABASE_URL: own.url, ...webhookEnv(flaky, "1,1,1"), WEBHOOK_TIMEOUT_MS: "2000" };
    const doomed = await startServer(env);
    const survivor = await startServer(env);
    try {
      const copies = [doomed, survivor];
      const sessions = await Promise.all(copies.map((server) => openCsrfSession(server.url)));
      const ids = await Promise.all(
        Array.from({ length: 40 }, async (_, index) => {
          const response = await postLead(copies[index % 2]!.url, sessions[index % 2]!);
          expect(response.status).toBe(201);
          return ((await response.json()) as { id: string }).id;
        }),
      );
      const deliveredLeads = () =>
        new Set(
          flaky.received
            .filter((entry) => entry.answered === 204 && entry.event)
            .map((entry) => String(entry.event?.data.id)),
        );
      // Kill one copy once deliveries are under way, before they are done.
      await expect.poll(() => flaky.received.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(10);
      const exited = once(doomed.process, "exit");
      doomed.process.kill("SIGKILL");
      await exited;
      expect(ids.filter((id) => !deliveredLeads().has(id)).length).toBeGreaterThan(0);

      await expect
        .poll(() => ids.filter((id) => !deliveredLeads().has(id)), { timeout: 120_000, interval: 500 })
        .toEqual([]);
      expect(flaky.received.every((entry) => entry.verified)).toBe(true);
      for (const id of ids) {
        const webhookIds = new Set(
          flaky.received.filter((entry) => entry.event?.data.id === id).map((entry) => entry.webhookId),
        );
        expect(webhookIds.size, id).toBe(1);
      }
    } finally {
      if (doomed.process.exitCode === null && doomed.process.signalCode === null) doomed.process.kill("SIGKILL");
      await survivor.stop();
      await flaky.close();
      await own.destroy();
    }
  });
});
