import { Hono } from "hono";
import { bearerAuth } from "hono/bearer-auth";
import { z } from "zod";
import { secretProblem, urlProblem } from "../deliveries/config";
import type { DeliveryService } from "../deliveries/service";
import { DELIVERY_STATUSES } from "../deliveries/store";
import { jsonError } from "../http/json-errors";
import { jsonBody, validate } from "../http/validation";
import type { Logger } from "../logger";
import type { SiteMetrics } from "../metrics";
import { adminOnly } from "../security/admin-auth";

/** Bodies here are a list of ids or a dealer's webhook: a few kilobytes at most. */
const ADMIN_MAX_BYTES = 32 * 1024;

const listQuery = z.object({ status: z.enum(DELIVERY_STATUSES).optional() }).strict();

const webhookId = z.string().regex(/^msg_[A-Za-z0-9]{1,64}$/, "invalid");
const redeliverBody = z.union([
  z.object({ webhookIds: z.array(webhookId).min(1).max(1000) }).strict(),
  z.object({ status: z.enum(["failed", "delivered"]) }).strict(),
]);

/** A dealer code as the dealer feed writes it. */
const dealerCode = z.object({ dealerCode: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "invalid") });

/**
 * /api/admin: operators list webhook deliveries and queue them again, and set a dealer's webhook. Admin
 * bearer token only. Answers hold ids, endpoint names and status codes, never a lead's fields or a secret.
 */
export function adminRoutes(deps: {
  readonly deliveries: DeliveryService;
  readonly adminToken: string | undefined;
  readonly allowPlainHttp: boolean;
  readonly logger: Logger;
}): Hono {
  const app = new Hono();
  app.use("*", adminOnly(deps.adminToken, "admin"));

  app.get("/webhook-deliveries", validate("query", listQuery), async (c) => {
    const { status } = c.req.valid("query");
    c.header("Cache-Control", "no-store");
    return c.json({ deliveries: await deps.deliveries.list(status) });
  });

  app.post("/webhook-deliveries/redeliver", jsonBody(ADMIN_MAX_BYTES), validate("json", redeliverBody), async (c) => {
    if (!deps.deliveries.enabled)
      return jsonError(c, 409, "deliveries_off", "Webhook deliveries are off on this server (no LEAD_WEBHOOK_URL).");
    const requeued = await deps.deliveries.redeliver(c.req.valid("json"));
    c.header("Cache-Control", "no-store");
    return c.json({ requeued }, 202);
  });

  // Any JSON, parsed once by the validator; the handler checks its fields itself.
  const dealerBody = [jsonBody(ADMIN_MAX_BYTES), validate("json", z.unknown())] as const;
  app.put("/dealers/:dealerCode", validate("param", dealerCode), ...dealerBody, async (c) => {
    const body = c.req.valid("json");
    const fields: Record<string, string> = {};
    if (typeof body !== "object" || body === null || Array.isArray(body))
      return jsonError(c, 422, "validation", "The body must be a JSON object.", { fields: { body: "invalid" } });
    const record = body as Record<string, unknown>;
    for (const key of Object.keys(record)) if (key !== "webhookUrl" && key !== "webhookSecret") fields[key] = "unknown";
    const { webhookUrl, webhookSecret } = record;
    const removing = webhookUrl === null && (webhookSecret === null || webhookSecret === undefined);
    if (!removing) {
      if (typeof webhookUrl !== "string") fields.webhookUrl = webhookUrl === undefined ? "required" : "invalid";
      else if (webhookUrl.length > 2000 || urlProblem(webhookUrl, deps.allowPlainHttp)) fields.webhookUrl = "invalid";
      if (typeof webhookSecret !== "string")
        fields.webhookSecret = webhookSecret === undefined ? "required" : "invalid";
      else if (secretProblem(webhookSecret)) fields.webhookSecret = "invalid";
    }
    if (Object.keys(fields).length > 0)
      return jsonError(c, 422, "validation", "Some fields of the body are missing or not valid.", { fields });
    const code = c.req.valid("param").dealerCode;
    await deps.deliveries.setDealerWebhook(
      code,
      removing ? null : { url: webhookUrl as string, secret: webhookSecret as string },
    );
    deps.logger.info({ dealerCode: code, webhook: removing ? "removed" : "set" }, "dealer webhook changed");
    c.header("Cache-Control", "no-store");
    // The secret is write-only: never sent back.
    return c.json({ dealerCode: code, webhook: removing ? null : { url: webhookUrl } }, 200);
  });

  return app;
}

/**
 * GET /metrics in Prometheus's text format: the admin bearer token or METRICS_TOKEN (a scraper's own,
 * so it need not hold the admin token); 403 while neither is configured.
 */
export function metricsRoute(deps: {
  readonly metrics: SiteMetrics;
  readonly adminToken: string | undefined;
  readonly metricsToken: string | undefined;
}): Hono {
  const app = new Hono();
  const tokens = [deps.adminToken, deps.metricsToken].filter((token): token is string => token !== undefined);
  if (tokens.length === 0) {
    app.get("/", (c) =>
      jsonError(
        c,
        403,
        "metrics_disabled",
        "Metrics are switched off on this server (no ADMIN_TOKEN or METRICS_TOKEN).",
      ),
    );
    return app;
  }
  app.use(
    "*",
    bearerAuth({
      token: tokens,
      noAuthenticationHeader: {
        message: (c) =>
          jsonError(c, 401, "unauthorized", "Send the metrics or admin token as Authorization: Bearer <token>.", {
            fields: { Authorization: "invalid" },
          }),
      },
      invalidToken: {
        message: (c) =>
          jsonError(c, 401, "unauthorized", "Send the metrics or admin token as Authorization: Bearer <token>.", {
            fields: { Authorization: "invalid" },
          }),
      },
    }),
  );
  app.get("/", async (c) => {
    const body = await deps.metrics.registry.metrics();
    return c.body(body, 200, { "Content-Type": deps.metrics.registry.contentType, "Cache-Control": "no-store" });
  });
  return app;
}
