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
  /** Stores a lead the API has validated already: `submit` without parsing it again. */
  store(lead: LeadSubmission, options: { readonly idempotencyKey?: string }): Promise<LeadSubmitOutcome>;
  /**
   * The answer already given for this Idempotency-Key and lead (created, or conflict for another lead);
   * unavailable when the database is out of reach; undefined when nothing is stored under the key yet, or
   * the lookup failed otherwise.
   */
  replay(lead: LeadSubmission, idempotencyKey: string): Promise<LeadSubmitOutcome | undefined>;
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
  const store: ServerLeadCapture["store"] = async (lead, { idempotencyKey }) => {
    const hash = requestHash(lead);
    const now = deps.now?.() ?? new Date();
    let result: Awaited<ReturnType<LeadStore["insert"]>>;
    try {
      result = await insert({
        ...lead,
        // A car enquiry is shared with the listing's dealer, which the car page's form says before consent.
        consentTextVersion: consentTextVersionFor(lead),
        consentedAt: now,
        preCheckConsentTextVersion: lead.preCheckConsent ? PRE_CHECK_CONSENT_TEXT_VERSION : null,
        preCheckConsentedAt: lead.preCheckConsent ? now : null,
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
        { leadId: result.id, product: lead.product, withCalculation: lead.calculation !== null },
        "lead stored",
      );
    return { status: "created", id: result.id, reference: result.reference, replayed: !result.created };
  };
  return {
    async submit(input, options) {
      const parsed = parseLeadSubmission(input);
      if (!parsed.ok) return { status: "invalid", fields: parsed.fields };
      return store(parsed.value, options);
    },

    store,

    async replay(lead, idempotencyKey) {
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
      return stored.requestHash === requestHash(lead)
        ? { status: "created", id: stored.id, reference: stored.reference, replayed: true }
        : { status: "conflict" };
    },
  };
}
