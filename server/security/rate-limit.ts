import type { Context, MiddlewareHandler } from "hono";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "../db/unavailable";
import { jsonError } from "../http/json-errors";

/**
 * Fixed-window request counters shared by every copy of the server (PostgreSQL, or Redis when
 * REDIS_URL is set), so a client cannot multiply its allowance by reaching different copies.
 */
export interface RateLimitStore {
  /** Counts one more request for `key` in its current window; returns the count so far and when the window ends. */
  hit(key: string, windowMs: number, now: number): Promise<{ readonly count: number; readonly resetAt: number }>;
}

export interface RateLimitRule {
  /** Names the counter, e.g. "leads". */
  readonly bucket: string;
  readonly limit: number;
  readonly windowMs: number;
  /**
   * Whether the writes it guards need the database themselves. When the counters cannot be reached because
   * the database is out of reach, such a write could not be stored either: it is answered 503 with
   * Retry-After at once, instead of being let through to wait out the database's time limit a second time.
   * A write that does not need the database (a browser's log report) is let through uncounted.
   */
  readonly needsDatabase: boolean;
}

/** The limits per client address of each kind of write. */
export const RATE_LIMITS = {
  leads: { bucket: "leads", limit: 5, windowMs: 10 * 60_000, needsDatabase: true },
  logs: { bucket: "logs", limit: 60, windowMs: 60_000, needsDatabase: false },
  /** A buyer trying figures step by step; the check stores nothing, so it answers while the database is out. */
  /** An applicant saves each step, maybe more than once; 120 writes in ten minutes is a whole application many times over. */
  applications: { bucket: "applications", limit: 120, windowMs: 10 * 60_000, needsDatabase: true },
  affordabilityCheck: { bucket: "affordability-check", limit: 30, windowMs: 60_000, needsDatabase: false },
  adminWrites: { bucket: "admin-writes", limit: 30, windowMs: 60_000, needsDatabase: true },
} as const satisfies Record<string, RateLimitRule>;

/** Start of the fixed window that `now` falls in. */
export function windowStart(now: number, windowMs: number): number {
  return Math.floor(now / windowMs) * windowMs;
}

export interface RateLimitOptions {
  readonly store: RateLimitStore;
  readonly clientAddress: (c: Context) => string;
  readonly onStoreError?: (error: unknown) => void;
  readonly now?: () => number;
}

/** What counting one request found: let through (with what is left), over the limit, or no counter to ask. */
export type RateLimitCount =
  | { readonly status: "allowed"; readonly limit: number; readonly remaining: number }
  /** The counter could not be reached: let through uncounted. */
  | { readonly status: "uncounted" }
  | { readonly status: "limited"; readonly limit: number; readonly retryAfterSeconds: number }
  | { readonly status: "unavailable"; readonly retryAfterSeconds: number };

/**
 * Counts one request of this client against the rule. When the store fails the failure is reported and the
 * request let through uncounted (a broken counter must not take the lead form down with it), except when
 * the database is out of reach and the rule's writes need it: "unavailable" (see `needsDatabase`).
 * The middleware below answers for the APIs; a page's form action calls this itself (server/web/form-post.ts).
 */
export async function countRequest(
  rule: RateLimitRule,
  options: RateLimitOptions,
  c: Context,
): Promise<RateLimitCount> {
  const now = options.now?.() ?? Date.now();
  let result: { count: number; resetAt: number };
  try {
    result = await options.store.hit(`${rule.bucket}:${options.clientAddress(c)}`, rule.windowMs, now);
  } catch (error) {
    options.onStoreError?.(error);
    if (rule.needsDatabase && isDatabaseUnavailable(error))
      return { status: "unavailable", retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS };
    return { status: "uncounted" };
  }
  if (result.count > rule.limit) {
    const retryAfterSeconds = Math.max(1, Math.ceil((result.resetAt - now) / 1000));
    return { status: "limited", limit: rule.limit, retryAfterSeconds };
  }
  return { status: "allowed", limit: rule.limit, remaining: Math.max(0, rule.limit - result.count) };
}

/**
 * Counts requests per client address and answers 429 with Retry-After once the rule's limit is used
 * up, or 503 with Retry-After when the counter needs the database and it is out of reach (`countRequest`).
 */
export function rateLimit(rule: RateLimitRule, options: RateLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    const counted = await countRequest(rule, options, c);
    if (counted.status === "unavailable") {
      c.header("Retry-After", String(counted.retryAfterSeconds));
      c.header("Cache-Control", "no-store");
      return jsonError(c, 503, "unavailable", "The service is briefly unavailable. Please try again in a moment.", {
        retryAfterSeconds: counted.retryAfterSeconds,
      });
    }
    if (counted.status === "limited") {
      c.header("Retry-After", String(counted.retryAfterSeconds));
      c.header("RateLimit-Limit", String(counted.limit));
      c.header("RateLimit-Remaining", "0");
      return jsonError(
        c,
        429,
        "rate_limited",
        `Too many requests. Please try again in ${counted.retryAfterSeconds} seconds.`,
        { retryAfterSeconds: counted.retryAfterSeconds },
      );
    }
    await next();
    if (counted.status === "uncounted") return;
    c.header("RateLimit-Limit", String(counted.limit));
    c.header("RateLimit-Remaining", String(counted.remaining));
  };
}

/**
 * Counters in this process's memory. Only for tests and single-process development: copies of the
 * server behind a load balancer would each count separately.
 */
export function memoryRateLimitStore(): RateLimitStore {
  const counters = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, windowMs, now) {
      const start = windowStart(now, windowMs);
      const id = `${key}:${start}`;
      const counter = counters.get(id) ?? { count: 0, resetAt: start + windowMs };
      counter.count += 1;
      counters.set(id, counter);
      for (const [other, value] of counters) if (value.resetAt <= now) counters.delete(other);
      return { ...counter };
    },
  };
}
