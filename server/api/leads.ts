import { Hono } from "hono";
import { createHash } from "node:crypto";
import { parseLeadSubmission, type LeadCapture, type LeadSubmission } from "../../app/lib/leads/lead-submission";
import { CONSENT_TEXT_VERSION } from "../../app/lib/leads/popia-notice";
import { jsonError } from "../http/json-errors";
import type { Logger } from "../logger";
import { jsonBodyOrError } from "../security/request-body";

/** A lead is a few hundred bytes; 16 KB leaves room for a calculation and long names without inviting abuse. */
export const LEAD_MAX_BYTES = 16 * 1024;

export interface NewLead extends LeadSubmission {
  readonly consentTextVersion: string;
  readonly consentedAt: Date;
  readonly idempotencyKey: string | null;
  /** SHA-256 of the submission, to tell a genuine retry from a reused key. */
  readonly requestHash: string;
}

export interface StoredLead extends LeadSubmission {
  readonly id: string;
  readonly createdAt: Date;
  readonly consentTextVersion: string;
  readonly consentedAt: Date;
}

/** Where leads live (PostgreSQL: server/db/lead-store.ts). */
export interface LeadStore {
  /**
   * Stores a lead, unless one with the same idempotency key exists: then nothing is written and the
   * existing lead's id and request hash come back with created = false.
   */
  insert(lead: NewLead): Promise<{ readonly id: string; readonly created: boolean; readonly requestHash: string }>;
  /** Deletes leads created before `cutoff`; returns how many. */
  purgeCreatedBefore(cutoff: Date): Promise<number>;
  /** Every lead, oldest first. */
  list(): Promise<readonly StoredLead[]>;
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

export function requestHash(lead: LeadSubmission): string {
  return createHash("sha256").update(JSON.stringify(lead)).digest("hex");
}

/** Parses and stores leads; used by POST /api/leads and by the call-me-back page's form action. */
export function createLeadCapture(deps: {
  readonly store: LeadStore;
  readonly logger: Logger;
  readonly now?: () => Date;
}): LeadCapture {
  return {
    async submit(input, { idempotencyKey }) {
      const parsed = parseLeadSubmission(input);
      if (!parsed.ok) return { status: "invalid", fields: parsed.fields };
      const hash = requestHash(parsed.value);
      const now = deps.now?.() ?? new Date();
      const result = await deps.store.insert({
        ...parsed.value,
        consentTextVersion: CONSENT_TEXT_VERSION,
        consentedAt: now,
        idempotencyKey: idempotencyKey ?? null,
        requestHash: hash,
      });
      if (!result.created && result.requestHash !== hash) return { status: "conflict" };
      // The lead's id and product only: never a name, number or address (issue 7).
      if (result.created)
        deps.logger.info(
          { leadId: result.id, product: parsed.value.product, withCalculation: parsed.value.calculation !== null },
          "lead stored",
        );
      return { status: "created", id: result.id, replayed: !result.created };
    },
  };
}

/** POST /api/leads: 201 {"id"} (a retry with the same Idempotency-Key gets the first answer again). */
export function leadRoutes(capture: LeadCapture): Hono {
  const app = new Hono();
  app.post("/", async (c) => {
    const key = c.req.header("Idempotency-Key");
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
      return jsonError(
        c,
        400,
        "invalid_idempotency_key",
        "Idempotency-Key must be 1 to 200 visible ASCII characters.",
        { field: "Idempotency-Key" },
      );
    }
    const read = await jsonBodyOrError(c, LEAD_MAX_BYTES);
    if ("response" in read) return read.response;
    const outcome = await capture.submit(read.body, { idempotencyKey: key });
    c.header("Cache-Control", "no-store");
    switch (outcome.status) {
      case "created":
        if (outcome.replayed) c.header("Idempotent-Replayed", "true");
        return c.json({ id: outcome.id }, 201);
      case "invalid":
        return jsonError(c, 422, "validation", "Some fields are missing or not valid.", { fields: outcome.fields });
      case "conflict":
        return jsonError(
          c,
          409,
          "idempotency_conflict",
          "This Idempotency-Key was already used for a different request.",
          { field: "Idempotency-Key" },
        );
      default:
        return outcome satisfies never;
    }
  });
  return app;
}
