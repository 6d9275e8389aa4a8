import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { queryRows } from "../../server/db/client";
import { csrfHeaders, openCsrfSession, type CsrfSession } from "../support/csrf-session";
import { createTestDatabase, type TestDatabase } from "../support/database";
import {
  hasPostgresServer,
  hasRedisServer,
  startPrivatePostgres,
  startPrivateRedis,
  type PrivateService,
} from "../support/private-services";
import { fetchRaw, health, startServer, type RunningServer, WITH_WARM_UP } from "../support/server";

/**
 * A dependency that freezes (SIGSTOP: its connections stay open, nothing answers) must not hold the site:
 * the product promises that a write answers within 5 s (503 with Retry-After when it could not be stored)
 * and /healthz within 1 s, naming what fails. Each bound is checked on one request, timed on its own, with
 * no retries. The frozen services are private to this file and always thawed in `finally`.
 */

const WRITE_BOUND_MS = 5000;
const HEALTH_BOUND_MS = 1000;
/** A request that outlives this failed the test for good; without it a hanging request would hang the test. */
const GIVE_UP_MS = 20_000;

const lead = (surname: string) => ({
  firstName: "Thandi",
  surname,
  cellphone: "0825550144",
  product: "business",
  sourcePath: "/business",
  preferredTime: "morning",
  consent: true,
  marketingOptIn: false,
});

async function postLead(
  server: RunningServer,
  session: CsrfSession,
  body: object,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Headers; ms: number }> {
  const started = performance.now();
  const response = await fetchRaw(`${server.url}/api/leads`, {
    method: "POST",
    headers: csrfHeaders(session, headers),
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(GIVE_UP_MS),
  });
  await response.arrayBuffer();
  return { status: response.status, headers: response.headers, ms: performance.now() - started };
}

async function timedHealth(server: RunningServer) {
  const started = performance.now();
  const response = await fetchRaw(`${server.url}/healthz`, { signal: AbortSignal.timeout(GIVE_UP_MS) });
  const body = (await response.json()) as { status: string; checks: Record<string, string> };
  return { status: response.status, body, ms: performance.now() - started };
}

async function waitForPagesRendered(server: RunningServer) {
  await vi.waitFor(
    () => {
      if (!server.logs.some((line) => line.msg === "pages rendered")) throw new Error("pages not rendered yet");
    },
    { timeout: 30_000, interval: 100 },
  );
}

describe.skipIf(!hasPostgresServer || !hasRedisServer)("while PostgreSQL is frozen", { timeout: 90_000 }, () => {
  let postgres: PrivateService;
  let redis: PrivateService;
  let server: RunningServer;
  let session: CsrfSession;

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    // Rate limits count in Redis here, so the lead insert itself is what meets the frozen database.
    redis = await startPrivateRedis();
    server = await startServer({
      ...WITH_WARM_UP,
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      TRUST_PROXY: "true",
    });
    session = await openCsrfSession(server.url);
    await waitForPagesRendered(server);
  }, 90_000);

  afterAll(async () => {
    postgres?.thaw();
    await server?.stop();
    await postgres?.destroy();
    await redis?.destroy();
  });

  it("answers lead posts 503 with Retry-After within 5 s and /healthz within 1 s, and stores no lead it refused", async () => {
    await expect.poll(async () => (await health(server)).body.status).toBe("ok");
    postgres.freeze();
    try {
      // No Idempotency-Key: the insert is what waits on the database.
      const refused = await postLead(server, session, lead("Frozen-Insert"), { "X-Forwarded-For": "192.0.2.70" });
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(refused.ms).toBeLessThan(WRITE_BOUND_MS);

      // With a key: the look-up of an earlier answer is what waits.
      const keyed = await postLead(server, session, lead("Frozen-Keyed"), {
        "X-Forwarded-For": "192.0.2.71",
        "Idempotency-Key": "frozen-database-lead-1",
      });
      expect(keyed.status).toBe(503);
      expect(Number(keyed.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(keyed.ms).toBeLessThan(WRITE_BOUND_MS);

      // The no-JavaScript form: its page again, with what was typed and "try again", also within the bound.
      const formStarted = performance.now();
      const form = await fetchRaw(`${server.url}/call-me-back`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Cookie: session.cookie,
          "X-Forwarded-For": "192.0.2.72",
        },
        body: new URLSearchParams({
          ...lead("Frozen-Form"),
          consent: "yes",
          marketingOptIn: "",
          _csrf: session.token,
        }).toString(),
        signal: AbortSignal.timeout(GIVE_UP_MS),
      });
      const html = await form.text();
      expect(performance.now() - formStarted).toBeLessThan(WRITE_BOUND_MS);
      expect(form.status).toBe(503);
      expect(html).toContain("try again in a moment");
      expect(html).toContain('value="Frozen-Form"');

      const probe = await timedHealth(server);
      expect(probe.ms).toBeLessThan(HEALTH_BOUND_MS);
      expect(probe.status).toBe(503);
      expect(probe.body).toEqual({ status: "unavailable", checks: { database: "failing", redis: "ok" } });
    } finally {
      postgres.thaw();
    }

    await expect.poll(async () => (await health(server)).status, { timeout: 20_000 }).toBe(200);
    // The retry of the keyed lead is stored now, as a new lead: the refused first try left nothing behind.
    const retried = await postLead(server, session, lead("Frozen-Keyed"), {
      "X-Forwarded-For": "192.0.2.71",
      "Idempotency-Key": "frozen-database-lead-1",
    });
    expect(retried.status).toBe(201);
    expect(retried.headers.get("idempotent-replayed")).toBeNull();

    const check = new pg.Client({ connectionString: postgres.url });
    await check.connect();
    try {
      // The connections that carried the refused insert end (rolling it back) once the thawed server reads on.
      await expect
        .poll(
          async () =>
            (
              await check.query<{ open: number }>(
                `SELECT count(*)::int AS open FROM pg_stat_activity
                 WHERE pid <> pg_backend_pid() AND state IN ('active', 'idle in transaction') AND query ILIKE 'insert into "leads"%'`,
              )
            ).rows[0]?.open,
          { timeout: 10_000 },
        )
        .toBe(0);
      const stored = await check.query<{ surname: string; count: number }>(
        `SELECT surname, count(*)::int AS count FROM leads WHERE surname LIKE 'Frozen-%' GROUP BY surname ORDER BY surname`,
      );
      expect(stored.rows).toEqual([{ surname: "Frozen-Keyed", count: 1 }]);
    } finally {
      await check.end();
    }
  });
});

describe.skipIf(!hasRedisServer)("while Redis is frozen", { timeout: 90_000 }, () => {
  let redis: PrivateService;
  let database: TestDatabase;
  let server: RunningServer;
  let session: CsrfSession;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    database = await createTestDatabase();
    server = await startServer({ DATABASE_URL: database.url, REDIS_URL: redis.url, TRUST_PROXY: "true" });
    session = await openCsrfSession(server.url);
  }, 90_000);

  afterAll(async () => {
    redis?.thaw();
    await server?.stop();
    await redis?.destroy();
    await database?.destroy();
  });

  it("stores lead posts within 5 s, counting them in PostgreSQL, and answers /healthz within 1 s naming Redis", async () => {
    await expect
      .poll(async () => (await health(server)).body)
      .toEqual({ status: "ok", checks: { database: "ok", redis: "ok" } });
    redis.freeze();
    const answers: Awaited<ReturnType<typeof postLead>>[] = [];
    try {
      answers.push(await postLead(server, session, lead("Redis-Frozen-A"), { "X-Forwarded-For": "198.51.100.70" }));
      answers.push(
        ...(await Promise.all(
          ["B", "C", "D"].map((letter, n) =>
            postLead(server, session, lead(`Redis-Frozen-${letter}`), { "X-Forwarded-For": `198.51.100.${71 + n}` }),
          ),
        )),
      );
      const probe = await timedHealth(server);
      expect(probe.ms).toBeLessThan(HEALTH_BOUND_MS);
      expect(probe).toMatchObject({
        status: 200,
        body: { status: "degraded", checks: { database: "ok", redis: "failing" } },
      });
    } finally {
      redis.thaw();
    }
    for (const answer of answers) {
      expect(answer.status).toBe(201);
      expect(answer.ms).toBeLessThan(WRITE_BOUND_MS);
    }
    await expect
      .poll(async () => (await health(server)).body, { timeout: 15_000 })
      .toEqual({ status: "ok", checks: { database: "ok", redis: "ok" } });
    // Each lead stored once, none later behind the visitor's back.
    const stored = await queryRows<{ count: number }>(
      database.db,
      sql`SELECT count(*)::int AS count FROM leads WHERE surname LIKE 'Redis-Frozen-%'`,
    );
    expect(stored[0]?.count).toBe(4);
  });
});
