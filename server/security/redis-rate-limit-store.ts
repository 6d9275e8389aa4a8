import { createClient } from "redis";
import type { HealthCheck } from "../health-checks";
import type { Logger } from "../logger";
import { windowStart, type RateLimitStore } from "./rate-limit";

// Counts and sets the expiry in one step on the Redis server, so copies of the server never race.
const HIT_SCRIPT = `local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

/** Longest wait for a connection or an answer from Redis before a request counts in PostgreSQL instead. */
export const REDIS_TIMEOUT_MS = 1000;
/** Longest pause between two tries to reconnect while Redis is down. */
const MAX_RECONNECT_DELAY_MS = 2000;
/** How often a Redis that stopped answering (but kept its connection) is asked whether it answers again. */
const PROBE_EVERY_MS = 1000;
/** Copies of counts written to PostgreSQL at once, at most; beyond that (PostgreSQL slow) one is skipped. */
const MAX_COPIES_IN_FLIGHT = 8;

/** Redis did not answer within REDIS_TIMEOUT_MS. */
export class RedisTimeoutError extends Error {
  override name = "RedisTimeoutError";
}

/**
 * `promise`, or a RedisTimeoutError once `ms` have passed. node-redis's own limits do not bound a call to a
 * server that keeps its connection open but does not answer (frozen, or stuck): with the client's command
 * timeout set to 1 s, lead posts against a frozen Redis waited for the whole freeze (node-redis 5.12.1), and
 * its connect timeout only covers connecting. So every call is raced against a timer here; the command
 * stays queued in the client and its late answer, if any, is ignored.
 */
function withinTimeLimit<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RedisTimeoutError(`redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export interface RedisRateLimits {
  readonly store: RateLimitStore;
  /** For /healthz: whether Redis answers a PING now (within the time limit). */
  readonly health: HealthCheck;
}

/**
 * Rate-limit counters in Redis (REDIS_URL): one key per client, rule and window, expiring with the window.
 *
 * Redis never holds a request up for more than a second, and never keeps the server from starting: the
 * connection is made in the background (and remade after any loss, with pauses of up to 2 s), commands are
 * not queued while it is down, and a call that has not answered within 1 s fails (`withinTimeLimit`).
 * After a failure Redis is left alone, and every request counted in `fallback` (PostgreSQL's counters),
 * until it answers again (a PING each second while its connection stays up). One log line says when Redis
 * is lost and one when it is back.
 *
 * Counts survive an outage or a restart of Redis (which keeps its counts in memory only): PostgreSQL gets a
 * copy of every count Redis makes, written beside the request rather than before its answer, so it holds
 * the whole count of each window. A window that began before Redis last came back is counted in PostgreSQL
 * (the larger of the two counts answers), as Redis may have lost what it held, or missed what PostgreSQL
 * counted meanwhile; a window that began after is Redis's alone.
 */
export function redisRateLimits(url: string, fallback: RateLimitStore, logger: Logger): RedisRateLimits {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: REDIS_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
    },
  });
  let state: "connecting" | "up" | "down" = "connecting";
  /** Windows that began before this moment may be missing counts in Redis. */
  let redisWholeSince = 0;
  let probe: NodeJS.Timeout | undefined;
  let copiesInFlight = 0;

  const back = () => {
    if (state === "up") return;
    // The first connection trusts what Redis holds; after an outage Redis may have lost or missed counts.
    if (state === "down") {
      redisWholeSince = Date.now();
      logger.info("redis is back: counting rate limits there again");
    }
    state = "up";
    clearInterval(probe);
    probe = undefined;
  };
  const lost = (error: unknown) => {
    if (state === "down") return;
    state = "down";
    logger.warn({ err: error }, "redis is out of reach: counting rate limits in PostgreSQL until it is back");
    // A dropped connection comes back through "ready"; a frozen one keeps its connection, so ask it.
    probe ??= setInterval(() => {
      if (!client.isReady) return;
      withinTimeLimit(client.ping(), REDIS_TIMEOUT_MS).then(back, () => undefined);
    }, PROBE_EVERY_MS);
    probe.unref();
  };
  // Without a listener a connection error would crash the process.
  client.on("error", lost);
  client.on("ready", back);
  // Not awaited: the server starts, and serves, while Redis is down; the client keeps trying.
  client.connect().catch(lost);

  /** PostgreSQL's copy of a count Redis made; not awaited, and skipped while PostgreSQL lags. */
  const copyToFallback = (key: string, windowMs: number, now: number) => {
    if (copiesInFlight >= MAX_COPIES_IN_FLIGHT) return;
    copiesInFlight += 1;
    fallback
      .hit(key, windowMs, now)
      .catch(() => undefined)
      .finally(() => (copiesInFlight -= 1));
  };

  return {
    store: {
      async hit(key, windowMs, now) {
        if (state !== "up" || !client.isReady) return fallback.hit(key, windowMs, now);
        const start = windowStart(now, windowMs);
        let count: number;
        try {
          count = Number(
            await withinTimeLimit(
              client.eval(HIT_SCRIPT, { keys: [`umoya:rate:${key}:${start}`], arguments: [String(windowMs + 1000)] }),
              REDIS_TIMEOUT_MS,
            ),
          );
        } catch (error) {
          lost(error);
          return fallback.hit(key, windowMs, now);
        }
        if (start < redisWholeSince) {
          // PostgreSQL out of reach as well: Redis's count is the best there is.
          const counted = await fallback.hit(key, windowMs, now).catch(() => ({ count }));
          return { count: Math.max(count, counted.count), resetAt: start + windowMs };
        }
        copyToFallback(key, windowMs, now);
        return { count, resetAt: start + windowMs };
      },
    },
    health: async () => {
      try {
        await withinTimeLimit(client.ping(), REDIS_TIMEOUT_MS);
        return { ok: true };
      } catch {
        return { ok: false, detail: "not answering" };
      }
    },
  };
}
