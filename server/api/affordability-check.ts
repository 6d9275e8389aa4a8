import { Hono } from "hono";
import { checkAffordability } from "../../app/lib/finance/affordability-check";
import { affordabilityCheckSchema } from "../../app/lib/finance/affordability-check-schema";

import { jsonBody, validate } from "../http/validation";

/** Five figures; 2 KB is room for them written any way a client likes. */
export const AFFORDABILITY_CHECK_MAX_BYTES = 2 * 1024;

/**
 * POST /api/affordability-check: the indicative check of app/lib/finance/affordability-check.ts on the
 * figures a buyer declares. It stores nothing and logs none of the figures; it is a POST so that they
 * never appear in an address or a shared cache.
 */
export function affordabilityCheckRoutes(): Hono {
  const app = new Hono();
  app.post("/", jsonBody(AFFORDABILITY_CHECK_MAX_BYTES), validate("json", affordabilityCheckSchema), (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ ...checkAffordability(c.req.valid("json")), indicative: true });
  });
  return app;
}
