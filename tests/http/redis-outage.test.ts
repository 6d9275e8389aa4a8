import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csrfHeaders, openCsrfSession } from "../support/csrf-session";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { statusesOfOneWindow } from "../support/rate-limit-window";
import { freePort, hasRedisServer, startPrivateRedis, type PrivateService } from "../support/private-services";
import { fetchRaw, health, startServer, type RunningServer } from "../support/server";

/** A Redis of this file's own, which the tests stop and start; the shared one is never touched. */
let redis: PrivateService;
let database: TestDatabase;
let server: RunningServer;
let clientNumber = 0;
const newClient = () => `198.51.100.${(clientNumber += 1) + 100}`;

async function report(target: RunningServer, client = newClient()) {
  const session = await openCsrfSession(target.url);
  const response = await fetchRaw(`${target.url}/api/logs`, {
    method: "POST",
    headers: csrfHeaders(session, { "X-Forwarded-For": client }),
    body: JSON.stringify({ level: "warn", message: "redis outage check", url: "/", time: new Date().toISOString() }),
  });
  await response.body?.cancel();
  return { status: response.status, headers: response.headers };
}

describe.skipIf(!hasRedisServer)("when Redis is out of reach", () => {
  beforeAll(async () => {
    redis = await startPrivateRedis();
    database = await createTestDatabase();
    server = await startServer({ DATABASE_URL: database.url, REDIS_URL: redis.url, TRUST_PROXY: "true" });
  });

  afterAll(async () => {
    await server?.stop();
    await redis?.destroy();
    await database?.destroy();
  });

  it("keeps taking writes within a second, counting them in PostgreSQL, reports Redis on /healthz and recovers by itself", async () => {
    await expect
      .poll(async () => (await health(server)).body)
      .toEqual({ status: "ok", checks: { database: "ok", redis: "ok" } });
    expect((await report(server)).status).toBe(204);

    await redis.stop();
    const during = await Promise.all([report(server), report(server), report(server)]);
    for (const answer of during) expect(answer.status).toBe(204);
    // Taken and counted by the PostgreSQL stand-in (how fast a Redis that hangs is given up: dependency-freeze).
    await expect
      .poll(() => server.logs.some((line) => String(line.msg).startsWith("redis is out of reach")))
      .toBe(true);
    await expect
      .poll(async () => health(server))
      .toEqual({
        status: 200,
        body: { status: "degraded", checks: { database: "ok", redis: "failing" } },
      });
    // The limit still holds, counted in PostgreSQL: the 61st report of a minute from one address is refused.
    const client = newClient();
    const { allowed, refused } = await statusesOfOneWindow(() => report(server, client), 60);
    expect(allowed).toEqual(Array.from({ length: 60 }, () => 204));
    expect(refused.status).toBe(429);

    await redis.start();
    await expect
      .poll(async () => (await health(server)).body, { timeout: 15_000 })
      .toEqual({
        status: "ok",
        checks: { database: "ok", redis: "ok" },
      });
    expect(server.logs.filter((line) => String(line.msg).startsWith("redis is out of reach"))).toHaveLength(1);
    expect(server.logs.some((line) => line.msg === "redis is back: counting rate limits there again")).toBe(true);
  });

  it("starts and serves while Redis is down", { timeout: 60_000 }, async () => {
    const nobody = await freePort();
    const own = await startServer({ REDIS_URL: `redis://127.0.0.1:${nobody}`, TRUST_PROXY: "true" });
    try {
      expect((await report(own)).status).toBe(204);
      expect(await health(own)).toEqual({
        status: 200,
        body: { status: "degraded", checks: { database: "ok", redis: "failing" } },
      });
    } finally {
      await own.stop();
    }
  });
});
