import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../../server/security/rate-limit";
import { csrfHeaders, openCsrfSession, type CsrfSession } from "../support/csrf-session";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { hasRedisServer, startPrivateRedis, type PrivateService } from "../support/private-services";
import { fetchRaw, health, startServer, type RunningServer } from "../support/server";

/** A Redis of this file's own, restarted mid-window (it keeps nothing on disk); the shared one is never touched. */
let redis: PrivateService;
let database: TestDatabase;
let server: RunningServer;
let session: CsrfSession;

const lead = {
  firstName: "Sipho",
  surname: "Restart",
  cellphone: "0825550166",
  product: "business",
  sourcePath: "/business",
  preferredTime: "morning",
  consent: true,
  marketingOptIn: false,
};

const { limit, windowMs } = RATE_LIMITS.leads;
const windowNumber = () => Math.floor(Date.now() / windowMs);

async function post(client: string): Promise<{ status: number; remaining: string | null }> {
  const response = await fetchRaw(`${server.url}/api/leads`, {
    method: "POST",
    headers: csrfHeaders(session, { "X-Forwarded-For": client }),
    body: JSON.stringify(lead),
  });
  await response.arrayBuffer();
  return { status: response.status, remaining: response.headers.get("RateLimit-Remaining") };
}

describe.skipIf(!hasRedisServer)("the lead rate limit across a Redis restart", { timeout: 90_000 }, () => {
  beforeAll(async () => {
    redis = await startPrivateRedis();
    database = await createTestDatabase();
    server = await startServer({ DATABASE_URL: database.url, REDIS_URL: redis.url, TRUST_PROXY: "true" });
    session = await openCsrfSession(server.url);
  });

  afterAll(async () => {
    await server?.stop();
    await redis?.destroy();
    await database?.destroy();
  });

  it("keeps counting the window's leads when Redis loses them: the sixth of ten minutes is refused", async () => {
    // The limit counts in fixed ten-minute windows: should one end mid-run, the count rightly starts over,
    // so the run is made again from a new address (two runs cannot both straddle an end).
    for (let run = 1; ; run += 1) {
      const client = `203.0.113.${run + 10}`;
      const startedIn = windowNumber();
      await expect
        .poll(async () => (await health(server)).body.checks, { timeout: 15_000 })
        .toMatchObject({ redis: "ok" });
      const before = [await post(client), await post(client)];

      // Killed: Redis forgets every count it held. The next two are counted in PostgreSQL meanwhile.
      await redis.stop();
      const during = [await post(client), await post(client)];
      await redis.start();
      await expect
        .poll(async () => (await health(server)).body.checks, { timeout: 15_000 })
        .toMatchObject({ redis: "ok" });
      const after = [await post(client), await post(client)];

      if (windowNumber() !== startedIn && run === 1) continue;
      expect([...before, ...during, ...after]).toEqual([
        { status: 201, remaining: String(limit - 1) },
        { status: 201, remaining: String(limit - 2) },
        { status: 201, remaining: String(limit - 3) },
        { status: 201, remaining: String(limit - 4) },
        { status: 201, remaining: String(limit - 5) },
        { status: 429, remaining: "0" },
      ]);
      break;
    }
  });
});
