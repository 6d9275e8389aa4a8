import { Hono, type Context, type MiddlewareHandler } from "hono";
import { z } from "zod";
import { IDEMPOTENCY_KEY, leadSchema, type LeadSubmitOutcome } from "../../app/lib/leads/lead-submission";
import { jsonError } from "../http/json-errors";
import { jsonBody, validate } from "../http/validation";
import type { ServerLeadCapture } from "../leads/service";

/** A lead is a few hundred bytes; 16 KB leaves room for a calculation and long names without inviting abuse. */
export const LEAD_MAX_BYTES = 16 * 1024;

const idempotencyHeader = z.object({ "Idempotency-Key": z.string().regex(IDEMPOTENCY_KEY).optional() });

/** The HTTP answer for the outcome of a lead post. */
function leadAnswer(c: Context, outcome: LeadSubmitOutcome): Response {
  c.header("Cache-Control", "no-store");
  switch (outcome.status) {
    case "created":
      if (outcome.replayed) c.header("Idempotent-Replayed", "true");
      return c.json({ id: outcome.id, reference: outcome.reference }, 201);
    case "invalid":
      return jsonError(c, 422, "validation", "Some fields are missing or not valid.", {
        fields: Object.fromEntries(Object.entries(outcome.fields).map(([field, code]) => [field, code ?? "invalid"])),
      });
    case "conflict":
      return jsonError(
        c,
        409,
        "idempotency_conflict",
        "This Idempotency-Key was already used for a different request.",
        { fields: { "Idempotency-Key": "reused" } },
      );
    case "unavailable":
      c.header("Retry-After", String(outcome.retryAfterSeconds));
      return jsonError(
        c,
        503,
        "unavailable",
        "We could not store your request just now. Please try again in a moment.",
        { retryAfterSeconds: outcome.retryAfterSeconds },
      );
    default:
      return outcome satisfies never;
  }
}

/**
 * POST /api/leads: 201 {"id", "reference"}. The body is read and parsed once and the lead validated once;
 * then a retry with an Idempotency-Key whose lead is stored gets the stored answer however many requests
 * the client has made (so a visitor whose first answer was lost always learns that the lead arrived), and
 * anything else passes `rateLimit` and is stored.
 */
export function leadRoutes(deps: { readonly capture: ServerLeadCapture; readonly rateLimit: MiddlewareHandler }): Hono {
  const { capture } = deps;
  const app = new Hono();
  app.post(
    "/",
    validate("header", idempotencyHeader),
    jsonBody(LEAD_MAX_BYTES),
    validate("json", leadSchema),
    async (c, next) => {
      const key = c.req.valid("header")["Idempotency-Key"];
      const outcome = key === undefined ? undefined : await capture.replay(c.req.valid("json"), key);
      return outcome ? leadAnswer(c, outcome) : next();
    },
    deps.rateLimit,
    async (c) => {
      const key = c.req.valid("header")["Idempotency-Key"];
      return leadAnswer(c, await capture.store(c.req.valid("json"), { idempotencyKey: key }));
    },
  );
  return app;
}
