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

export interface RedisRateLimits {
  readonly store: RateLimitStore;
  /** For /healthz: whether Redis answers a PING now. */
  readonly health: HealthCheck;
}

/**
 * Rate-limit counters in Redis (REDIS_URL): one key per client, rule and window, expiring with the window.
 *
 * Redis never holds a request up for long, and never keeps the server from starting: the connection is
 * made in the background (and remade after any loss, with pauses of up to 2 s), commands are not queued
 * while it is down, and a connection or command that takes more than 1 s fails. Any request that Redis
 * cannot count is counted in `fallback` (PostgreSQL's counters) instead, so writes go on while Redis is
 * down, each copy of the server then sharing PostgreSQL's counts. One log line says when Redis is lost
 * and one when it is back.
 */
export function redisRateLimits(url: string, fallback: RateLimitStore, logger: Logger): RedisRateLimits {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: REDIS_TIMEOUT_MS },
    socket: {
      connectTimeout: REDIS_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
    },
  });
  let state: "connecting" | "up" | "down" = "connecting";
  const lost = (error: unknown) => {
    if (state === "down") return;
    state = "down";
    logger.warn({ err: error }, "redis is out of reach: counting rate limits in PostgreSQL until it is back");
  };
  // Without a listener a connection error would crash the process.
  client.on("error", lost);
  client.on("ready", () => {
    if (state === "down") logger.info("redis is back: counting rate limits there again");
    state = "up";
  });
  // Not awaited: the server starts, and serves, while Redis is down; the client keeps trying.
  client.connect().catch(lost);

  return {
    store: {
      async hit(key, windowMs, now) {
        if (!client.isReady) return fallback.hit(key, windowMs, now);
        const start = windowStart(now, windowMs);
        try {
          const count = await client.eval(HIT_SCRIPT, {
            keys: [`umoya:rate:${key}:${start}`],
            arguments: [String(windowMs + 1000)],
          });
          return { count: Number(count), resetAt: start + windowMs };
        } catch (error) {
          lost(error);
          return fallback.hit(key, windowMs, now);
        }
      },
    },
    health: async () => {
      try {
        await client.ping();
        return { ok: true };
      } catch {
        return { ok: false, detail: "not answering" };
      }
    },
  };
}
