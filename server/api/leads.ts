import { Hono, type Context, type MiddlewareHandler } from "hono";
import { z } from "zod";
import { IDEMPOTENCY_KEY, leadSchema, type LeadSubmitOutcome } from "../../app/lib/leads/lead-submission";
import { jsonError } from "../http/json-errors";
import { jsonBody, validate } from "../http/validation";
import type { ServerLeadCapture } from "../leads/service";
import { readJsonRequest } from "../security/request-body";

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
 * Ahead of the rate limit on POST /api/leads: a retry with an Idempotency-Key whose lead is stored gets
 * the stored answer however many requests the client has made, so a visitor whose first answer was lost
 * always learns that the lead arrived. Anything else goes on to the rate limit and the route.
 */
export function leadReplay(capture: ServerLeadCapture): MiddlewareHandler {
  return async (c, next) => {
    const key = c.req.header("Idempotency-Key");
    if (key === undefined || !IDEMPOTENCY_KEY.test(key)) return next();
    // A copy of the body: the route reads the original when there is nothing to replay.
    const body = await readJsonRequest(c.req.raw.clone(), LEAD_MAX_BYTES).catch(() => undefined);
    const outcome = body === undefined ? undefined : await capture.replay(body, key);
    return outcome ? leadAnswer(c, outcome) : next();
  };
}

/** POST /api/leads: 201 {"id", "reference"} (a retry with the same Idempotency-Key gets the first answer again). */
export function leadRoutes(capture: ServerLeadCapture): Hono {
  const app = new Hono();
  app.post(
    "/",
    validate("header", idempotencyHeader),
    jsonBody(LEAD_MAX_BYTES),
    validate("json", leadSchema),
    async (c) => {
      const key = c.req.valid("header")["Idempotency-Key"];
      return leadAnswer(c, await capture.submit(c.req.valid("json"), { idempotencyKey: key }));
    },
  );
  return app;
}
