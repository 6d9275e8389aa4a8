import { lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimitCounters } from "../db/schema/rate-limits";
import { windowStart, type RateLimitStore } from "./rate-limit";

/** How often a copy of the server clears counters of windows that have ended. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Rate-limit counters in PostgreSQL, shared by every copy of the server: one upsert per request, which
 * counts atomically however many copies hit the same row at once.
 */
export function databaseRateLimitStore(db: Database): RateLimitStore {
  let lastSweep = 0;
  return {
    async hit(key, windowMs, now) {
      const start = windowStart(now, windowMs);
      const resetAt = new Date(start + windowMs);
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key: `${key}:${start}`, count: 1, resetAt })
        .onConflictDoUpdate({ target: rateLimitCounters.key, set: { count: sql`${rateLimitCounters.count} + 1` } })
        .returning({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt });
      if (now - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = now;
        await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, new Date(now)));
      }
      return { count: row?.count ?? 1, resetAt: (row?.resetAt ?? resetAt).getTime() };
    },
  };
}
