import { Hono } from "hono";

export type HealthCheck = () => Promise<{ readonly ok: boolean; readonly detail?: string }>;

/**
 * GET /healthz: 200 once the server can serve, 503 while a dependency it needs (the database) is not
 * reachable. Load balancers use it to route traffic.
 */
export function healthRoutes(checks: Readonly<Record<string, HealthCheck>>): Hono {
  const app = new Hono();
  app.get("/", async (c) => {
    const results = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          return [name, await check()] as const;
        } catch {
          return [name, { ok: false, detail: "check failed" }] as const;
        }
      }),
    );
    const ok = results.every(([, result]) => result.ok);
    c.header("Cache-Control", "no-store");
    return c.json(
      {
        status: ok ? "ok" : "unavailable",
        checks: Object.fromEntries(results.map(([name, result]) => [name, result.ok ? "ok" : "failing"])),
      },
      ok ? 200 : 503,
    );
  });
  return app;
}
