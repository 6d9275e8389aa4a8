import { Hono } from "hono";
import { runHealthChecks, type HealthCheck } from "../health-checks";

/**
 * GET /healthz: 200 once the server can serve, 503 while a dependency it needs (the database) is not
 * reachable; load balancers use it to route traffic. A failing optional dependency (Redis, whose work
 * the database takes over) makes the status "degraded" but keeps the 200: taking every copy out of the
 * load balancer for it would take the site down. `checks` names each dependency with "ok" or "failing".
 * It answers within a second whatever hangs: a check that has not answered in 0.5 s counts as failing.
 */
export function healthRoutes(
  required: Readonly<Record<string, HealthCheck>>,
  optional: Readonly<Record<string, HealthCheck>> = {},
): Hono {
  const app = new Hono();
  app.get("/", async (c) => {
    const [needed, extra] = await Promise.all([runHealthChecks(required), runHealthChecks(optional)]);
    const status = !needed.every(([, ok]) => ok) ? "unavailable" : !extra.every(([, ok]) => ok) ? "degraded" : "ok";
    c.header("Cache-Control", "no-store");
    return c.json(
      {
        status,
        checks: Object.fromEntries([...needed, ...extra].map(([name, ok]) => [name, ok ? "ok" : "failing"])),
      },
      status === "unavailable" ? 503 : 200,
    );
  });
  return app;
}
