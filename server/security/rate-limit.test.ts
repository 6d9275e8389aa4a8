import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import {
  memoryRateLimitStore,
  rateLimit,
  RATE_LIMITS,
  windowStart,
  type RateLimitRule,
  type RateLimitStore,
} from "./rate-limit";

function app(
  store: RateLimitStore,
  now: () => number,
  onStoreError = vi.fn(),
  rule: RateLimitRule = RATE_LIMITS.leads,
) {
  const hono = new Hono();
  hono.use(
    rateLimit(rule, {
      store,
      clientAddress: (c) => c.req.header("x-client") ?? "unknown",
      now,
      onStoreError,
    }),
  );
  hono.post("/api/leads", (c) => c.json({ ok: true }, 201));
  return hono;
}

const post = (hono: Hono, client = "198.51.100.7") =>
  hono.request("/api/leads", { method: "POST", headers: { "x-client": client } });

describe("rateLimit", () => {
  it("allows 5 leads per 10 minutes per client, then answers 429 with Retry-After", async () => {
    let now = Date.UTC(2026, 10, 21, 10, 0, 30);
    const hono = app(memoryRateLimitStore(), () => now);
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await post(hono)).status).toBe(201);
    const refused = await post(hono);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe(String(10 * 60 - 30));
    expect(await refused.json()).toMatchObject({ error: { code: "rate_limited", retryAfterSeconds: 570 } });

    // Another client has its own allowance.
    expect((await post(hono, "203.0.113.9")).status).toBe(201);

    // The next window starts afresh.
    now += 10 * 60_000;
    expect((await post(hono)).status).toBe(201);
  });

  it("lets requests through, and reports, when the counter store fails", async () => {
    const onStoreError = vi.fn();
    const broken: RateLimitStore = { hit: () => Promise.reject(new Error("database down")) };
    const response = await post(app(broken, () => 0, onStoreError));
    expect(response.status).toBe(201);
    expect(onStoreError).toHaveBeenCalledOnce();
  });

  it("answers 503 with Retry-After, without running the write, when the database behind the counters is out of reach and the write needs it", async () => {
    const onStoreError = vi.fn();
    const unreachable = new Error("Query read timeout");
    const frozen: RateLimitStore = { hit: () => Promise.reject(unreachable) };
    const refused = await post(app(frozen, () => 0, onStoreError));
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: { code: "unavailable" } });
    expect(onStoreError).toHaveBeenCalledWith(unreachable);

    // A log report does not need the database: it goes through uncounted.
    const report = await post(app(frozen, () => 0, vi.fn(), RATE_LIMITS.logs));
    expect(report.status).toBe(201);
  });

  it("sets the limits of each kind of write", () => {
    expect(RATE_LIMITS.leads).toMatchObject({ limit: 5, windowMs: 600_000 });
    expect(RATE_LIMITS.logs).toMatchObject({ limit: 60, windowMs: 60_000 });
    expect(RATE_LIMITS.adminWrites).toMatchObject({ limit: 30, windowMs: 60_000 });
  });

  it("aligns windows to their length", () => {
    expect(windowStart(61_000, 60_000)).toBe(60_000);
    expect(windowStart(59_999, 60_000)).toBe(0);
  });
});
