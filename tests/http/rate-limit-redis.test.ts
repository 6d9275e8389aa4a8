import { createClient } from "redis";
import { afterAll, beforeAll, expect, it } from "vitest";
import { csrfHeaders, openCsrfSession } from "../support/csrf-session";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { fetchRaw, health, startServer, type RunningServer } from "../support/server";

/** The local Redis of the development and CI machines (REDIS_URL of the test run, or the default port). */
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

let database: TestDatabase;
let server: RunningServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServer({ DATABASE_URL: database.url, REDIS_URL, TRUST_PROXY: "true" });
});

afterAll(async () => {
  await server?.stop();
  await database?.destroy();
});

it("counts rate limits in Redis when REDIS_URL is set, shared by every copy of the server", async () => {
  // The server connects to Redis in the background and counts in PostgreSQL until it is connected: wait
  // until /healthz says Redis answers, or a busy machine's first request is counted in the wrong place.
  await expect.poll(async () => (await health(server)).body.checks).toMatchObject({ redis: "ok" });
  const client = `192.0.2.${Math.floor(Math.random() * 200) + 20}`;
  const session = await openCsrfSession(server.url);
  const report = () =>
    fetchRaw(`${server.url}/api/logs`, {
      method: "POST",
      headers: csrfHeaders(session, { "X-Forwarded-For": client }),
      body: JSON.stringify({ level: "warn", message: "redis check", url: "/", time: new Date().toISOString() }),
    });
  expect((await report()).status).toBe(204);

  const redis = createClient({ url: REDIS_URL });
  await redis.connect();
  try {
    const keys = await redis.keys(`umoya:rate:logs:${client}:*`);
    expect(keys).toHaveLength(1);
    expect(await redis.get(keys[0] as string)).toBe("1");
    // Another copy of the server has counted 59 more: the next request is the 61st of the window.
    await redis.incrBy(keys[0] as string, 59);
  } finally {
    await redis.quit();
  }
  const limited = await report();
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
});
