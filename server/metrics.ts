import type { MiddlewareHandler } from "hono";
import { Counter, Gauge, Histogram, Registry } from "prom-client";
import type { DeliveryObserver } from "./deliveries/service";
import type { DeliveryStats } from "./deliveries/store";
import type { AttemptOutcome } from "./deliveries/store";

/**
 * The server's Prometheus metrics (prom-client), served at GET /metrics. Labels are bounded sets (a
 * route family, a method, a status code, an outcome): never a path as requested, an id or anything a
 * visitor typed.
 */
export interface SiteMetrics {
  readonly registry: Registry;
  /** Counts and times every request by route family and status. */
  readonly http: MiddlewareHandler;
  readonly deliveries: DeliveryObserver;
  /** Counts a page looked up in the render cache: held (`hit`), or rendered for it (`miss`). */
  readonly renderCache: (result: "hit" | "miss") => void;
}

/** The JSON APIs by name; any other /api address counts as "/api/other" so a scanner cannot grow the label set. */
const API_NAMES = new Set(["leads", "logs", "session", "vehicles", "admin", "affordability-check", "applications"]);

/** The route family of a request path, for the `route` label. */
export function routeFamily(path: string): string {
  if (path === "/healthz" || path === "/metrics") return path;
  const api = /^\/api\/([a-z-]+)/.exec(path);
  if (api?.[1]) return API_NAMES.has(api[1]) ? `/api/${api[1]}` : "/api/other";
  if (path === "/api" || path.startsWith("/api/")) return "/api/other";
  if (path.startsWith("/blog/api")) return "/blog/api";
  if (path.startsWith("/wol-ms-header-footer")) return "/wol-ms-header-footer";
  if (path.startsWith("/assets/")) return "/assets";
  return "page";
}

const OUTCOMES: readonly AttemptOutcome[] = [
  "delivered",
  "http_error",
  "timeout",
  "unreachable",
  "gone",
  "no_endpoint",
];

export function createMetrics(deps: {
  /** Delivery counts and the oldest pending delivery's age; read at each scrape. */
  readonly deliveryStats: () => Promise<DeliveryStats>;
  /** Whether the database answers now; read at each scrape. */
  readonly databaseUp: () => Promise<boolean>;
}): SiteMetrics {
  const registry = new Registry();
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by route family, method and status code.",
    labelNames: ["route", "method", "status"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request (until the handler returned its response), by route family.",
    labelNames: ["route", "method"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const attempts = new Counter({
    name: "webhook_delivery_attempts_total",
    help: "Webhook delivery attempts, by how they ended.",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  for (const outcome of OUTCOMES) attempts.inc({ result: outcome }, 0);
  const attemptDuration = new Histogram({
    name: "webhook_delivery_attempt_duration_seconds",
    help: "Time a receiver took to answer a webhook attempt.",
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  // One query per scrape feeds the three delivery gauges.
  let statsRead: Promise<DeliveryStats | undefined> | undefined;
  const stats = () =>
    (statsRead ??= deps
      .deliveryStats()
      .catch(() => undefined)
      .finally(() => setTimeout(() => (statsRead = undefined), 0)));
  new Gauge({
    name: "webhook_deliveries_pending",
    help: "Webhook deliveries waiting to be sent or retried.",
    registers: [registry],
    async collect() {
      const read = await stats();
      if (read) this.set(read.pending);
    },
  });
  new Gauge({
    name: "webhook_deliveries_failed",
    help: "Webhook deliveries that ran out of retries (or were refused with 410) and wait for a redelivery.",
    registers: [registry],
    async collect() {
      const read = await stats();
      if (read) this.set(read.failed);
    },
  });
  new Gauge({
    name: "webhook_oldest_pending_age_seconds",
    help: "How long the oldest pending webhook delivery has waited (0 when none waits).",
    registers: [registry],
    async collect() {
      const read = await stats();
      if (read) this.set(read.oldestPendingSeconds);
    },
  });
  const renderCacheLookups = new Counter({
    name: "render_cache_lookups_total",
    help: "Pages looked up in the render cache: held for the content version (hit) or rendered for it (miss).",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  for (const result of ["hit", "miss"] as const) renderCacheLookups.inc({ result }, 0);
  new Gauge({
    name: "database_up",
    help: "1 when the database answered at this scrape, else 0.",
    registers: [registry],
    async collect() {
      this.set((await deps.databaseUp().catch(() => false)) ? 1 : 0);
    },
  });

  return {
    registry,
    http: async (c, next) => {
      const started = performance.now();
      await next();
      const route = routeFamily(c.req.path);
      const method = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"].includes(c.req.method)
        ? c.req.method
        : "OTHER";
      requests.inc({ route, method, status: String(c.res.status) });
      duration.observe({ route, method }, (performance.now() - started) / 1000);
    },
    renderCache: (result) => renderCacheLookups.inc({ result }),
    deliveries: {
      attempt(outcome, durationMs) {
        attempts.inc({ result: outcome });
        if (outcome !== "no_endpoint") attemptDuration.observe(durationMs / 1000);
      },
    },
  };
}
