import { createHash } from "node:crypto";
import {
  parseLeadSubmission,
  type LeadCapture,
  type LeadSubmission,
  type LeadSubmitOutcome,
} from "../../app/lib/leads/lead-submission";
import { consentTextVersionFor, PRE_CHECK_CONSENT_TEXT_VERSION } from "../../app/lib/leads/popia-notice";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "../db/unavailable";
import type { Logger } from "../logger";
import { newLeadReference } from "./reference";
import { ReferenceTakenError, UnknownVehicleError, type LeadStore, type NewLead } from "./store";

/** Draws of a reference before giving up: with 30^8 references a second draw is already rare. */
const REFERENCE_ATTEMPTS = 5;

export function requestHash(lead: LeadSubmission): string {
  return createHash("sha256").update(JSON.stringify(lead)).digest("hex");
}

/** Lead capture as the server uses it: the page's form action sees `submit` only. */
export interface ServerLeadCapture extends LeadCapture {
  /**
   * The answer already given for this Idempotency-Key and body (created, or conflict for another body);
   * unavailable when the database is out of reach; undefined when nothing is stored under the key yet, the
   * body is not a valid lead, or the lookup failed otherwise.
   */
  replay(input: unknown, idempotencyKey: string): Promise<LeadSubmitOutcome | undefined>;
}

/** Parses and stores leads; used by POST /api/leads and by the call-me-back page's form action. */
export function createLeadCapture(deps: {
  readonly store: LeadStore;
  readonly logger: Logger;
  readonly now?: () => Date;
  /** Draws a lead's reference; the default is random (tests give a fixed one to force a clash). */
  readonly newReference?: () => string;
}): ServerLeadCapture {
  const draw = deps.newReference ?? newLeadReference;
  const insert = async (lead: Omit<NewLead, "reference">) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await deps.store.insert({ ...lead, reference: draw() });
      } catch (error) {
        if (!(error instanceof ReferenceTakenError) || attempt >= REFERENCE_ATTEMPTS) throw error;
      }
    }
  };
  return {
    async submit(input, { idempotencyKey }) {
      const parsed = parseLeadSubmission(input);
      if (!parsed.ok) return { status: "invalid", fields: parsed.fields };
      const hash = requestHash(parsed.value);
      const now = deps.now?.() ?? new Date();
      let result: Awaited<ReturnType<LeadStore["insert"]>>;
      try {
        result = await insert({
          ...parsed.value,
          // A car enquiry is shared with the listing's dealer, which the car page's form says before consent.
          consentTextVersion: consentTextVersionFor(parsed.value),
          consentedAt: now,
          preCheckConsentTextVersion: parsed.value.preCheckConsent ? PRE_CHECK_CONSENT_TEXT_VERSION : null,
          preCheckConsentedAt: parsed.value.preCheckConsent ? now : null,
          idempotencyKey: idempotencyKey ?? null,
          requestHash: hash,
        });
      } catch (error) {
        if (error instanceof UnknownVehicleError) return { status: "invalid", fields: { vehicleId: "unknown" } };
        if (!isDatabaseUnavailable(error)) throw error;
        // The error's type and codes only (the logger's serializer): its message would quote the lead.
        deps.logger.warn({ err: error }, "lead not stored: the database is out of reach");
        return { status: "unavailable", retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS };
      }
      if (!result.created && result.requestHash !== hash) return { status: "conflict" };
      // The lead's id and product only: never a name, number or address.
      if (result.created)
        deps.logger.info(
          { leadId: result.id, product: parsed.value.product, withCalculation: parsed.value.calculation !== null },
          "lead stored",
        );
      return { status: "created", id: result.id, reference: result.reference, replayed: !result.created };
    },

    async replay(input, idempotencyKey) {
      const parsed = parseLeadSubmission(input);
      if (!parsed.ok) return undefined;
      let stored: Awaited<ReturnType<LeadStore["findByIdempotencyKey"]>>;
      try {
        stored = await deps.store.findByIdempotencyKey(idempotencyKey);
      } catch (error) {
        // The database that cannot say whether the lead is stored could not store it either: "try again"
        // now, rather than after waiting out its time limit once more on the way to the insert.
        if (!isDatabaseUnavailable(error)) return undefined;
        deps.logger.warn({ err: error }, "lead not looked up: the database is out of reach");
        return { status: "unavailable", retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS };
      }
      if (!stored) return undefined;
      return stored.requestHash === requestHash(parsed.value)
        ? { status: "created", id: stored.id, reference: stored.reference, replayed: true }
        : { status: "conflict" };
    },
  };
}
