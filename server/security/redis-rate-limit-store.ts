import { createClient } from "redis";
import type { Logger } from "../logger";
import { windowStart, type RateLimitStore } from "./rate-limit";

// Counts and sets the expiry in one step on the Redis server, so copies of the server never race.
const HIT_SCRIPT = `local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

/** Rate-limit counters in Redis (REDIS_URL): one key per client, rule and window, expiring with the window. */
export async function redisRateLimitStore(url: string, logger: Logger): Promise<RateLimitStore> {
  const client = createClient({ url, socket: { connectTimeout: 2000 } });
  // Without a listener a connection error would crash the process; the store reports failures per request.
  client.on("error", (error: unknown) => logger.warn({ err: error }, "redis connection problem"));
  await client.connect();
  return {
    async hit(key, windowMs, now) {
      const start = windowStart(now, windowMs);
      const count = await client.eval(HIT_SCRIPT, {
        keys: [`umoya:rate:${key}:${start}`],
        arguments: [String(windowMs + 1000)],
      });
      return { count: Number(count), resetAt: start + windowMs };
    },
  };
}
