import { asc, eq, lt } from "drizzle-orm";
import type { Campaign } from "../../app/lib/campaign/campaign";
import type { CalculationSummary } from "../../app/lib/finance/calculation-summary";
import type { LeadSubmission, PreferredTime } from "../../app/lib/leads/lead-submission";
import type { Database, DatabaseHandle } from "../db/client";
import { leads } from "../db/schema/leads";

export interface NewLead extends LeadSubmission {
  readonly consentTextVersion: string;
  readonly consentedAt: Date;
  /** The pre-check consent's words and time; null when it was not given. */
  readonly preCheckConsentTextVersion: string | null;
  readonly preCheckConsentedAt: Date | null;
  /** A fresh reference (server/leads/reference.ts). */
  readonly reference: string;
  readonly idempotencyKey: string | null;
  /** SHA-256 of the submission, to tell a genuine retry from a reused key. */
  readonly requestHash: string;
}

export interface StoredLead extends LeadSubmission {
  readonly id: string;
  readonly createdAt: Date;
  readonly consentTextVersion: string;
  readonly consentedAt: Date;
  readonly preCheckConsentTextVersion: string | null;
  readonly preCheckConsentedAt: Date | null;
  readonly reference: string;
}

/** What a stored lead answers a retry with. */
export interface LeadReceipt {
  readonly id: string;
  readonly reference: string;
  readonly requestHash: string;
}

/** Where leads live. */
export interface LeadStore {
  /**
   * Stores a lead, unless one with the same idempotency key exists: then nothing is written and the
   * existing lead's id, reference and request hash come back with created = false. A reference already
   * taken throws ReferenceTakenError (the caller draws another).
   */
  insert(lead: NewLead): Promise<LeadReceipt & { readonly created: boolean }>;
  /** The lead stored under an idempotency key, if any. */
  findByIdempotencyKey(key: string): Promise<LeadReceipt | undefined>;
  /** Deletes leads created before `cutoff`; returns how many. */
  purgeCreatedBefore(cutoff: Date): Promise<number>;
  /** Every lead, oldest first. */
  list(): Promise<readonly StoredLead[]>;
}

/** A lead names a listing that does not exist (the foreign key refused it): nothing was stored. */
export class UnknownVehicleError extends Error {
  override name = "UnknownVehicleError";
}

/** The random reference drawn for a lead is already another lead's: nothing was stored. */
export class ReferenceTakenError extends Error {
  override name = "ReferenceTakenError";
}

/** The PostgreSQL error (`error` or what caused it) with this SQLSTATE, if any. */
function postgresError(error: unknown, code: string): { readonly constraint?: unknown } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth += 1) {
    if ((current as { code?: unknown }).code === code) return current as { constraint?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Where a stored lead's deliveries go (server/deliveries): written in the lead's own transaction, so a
 * lead that is acknowledged always has them and one that is refused never does.
 */
export interface LeadOutbox {
  enqueueLeadCreated(tx: Database, lead: { readonly id: string; readonly vehicleId: number | null }): Promise<void>;
  /** Called once the lead's transaction has committed. */
  committed(): void;
}

/**
 * Leads in PostgreSQL (server/db/schema/leads.ts), with their deliveries queued through `outbox` when given.
 * A lead is written in a transaction of its own (`transaction`, DatabaseHandle's): when the database stops
 * answering before the lead is committed, the visitor is told to try again and the database rolls the lead
 * and its deliveries back, rather than storing them later behind a 503. (Only a database that freezes in the
 * instant between receiving COMMIT and answering it can store a lead that was answered 503; the visitor's
 * retry carries the same Idempotency-Key and gets that lead's answer, so it is never stored twice.)
 */
export function databaseLeadStore(
  db: Database,
  transaction: DatabaseHandle["transaction"],
  outbox?: LeadOutbox,
): LeadStore {
  const findIn = async (db: Database, key: string) => {
    const [existing] = await db
      .select({ id: leads.id, reference: leads.reference, requestHash: leads.requestHash })
      .from(leads)
      .where(eq(leads.idempotencyKey, key));
    return existing;
  };
  const findByIdempotencyKey = (key: string) => findIn(db, key);
  return {
    async insert(lead) {
      const result = await transaction(async (db) => {
        const inserted = await db
          .insert(leads)
          .values({
            firstName: lead.firstName,
            surname: lead.surname,
            cellphone: lead.cellphone,
            email: lead.email,
            idNumber: lead.idNumber,
            product: lead.product,
            sourcePath: lead.sourcePath,
            preferredTime: lead.preferredTime,
            calculation: lead.calculation,
            vehicleId: lead.vehicleId,
            campaign: lead.campaign,
            consentTextVersion: lead.consentTextVersion,
            consentedAt: lead.consentedAt,
            preCheckConsentTextVersion: lead.preCheckConsentTextVersion,
            preCheckConsentedAt: lead.preCheckConsentedAt,
            reference: lead.reference,
            marketingOptIn: lead.marketingOptIn,
            idempotencyKey: lead.idempotencyKey,
            requestHash: lead.requestHash,
          })
          .onConflictDoNothing({ target: leads.idempotencyKey })
          .returning({ id: leads.id, reference: leads.reference, requestHash: leads.requestHash })
          .catch((error: unknown) => {
            if (postgresError(error, "23503")) throw new UnknownVehicleError("no such listing", { cause: error });
            if (postgresError(error, "23505")?.constraint === "leads_reference_unique")
              throw new ReferenceTakenError("reference taken", { cause: error });
            throw error;
          });
        const row = inserted[0];
        if (row) await outbox?.enqueueLeadCreated(db, { id: row.id, vehicleId: lead.vehicleId });
        if (row) return { ...row, created: true };
        // Only an idempotency key can conflict: the first request's lead answers.
        const existing = await findIn(db, lead.idempotencyKey ?? "");
        if (!existing) throw new Error("A lead insert conflicted, but no lead holds its idempotency key.");
        return { ...existing, created: false };
      });
      if (result.created) outbox?.committed();
      return result;
    },

    findByIdempotencyKey,

    async purgeCreatedBefore(cutoff) {
      const removed = await db.delete(leads).where(lt(leads.createdAt, cutoff)).returning({ id: leads.id });
      return removed.length;
    },

    async list() {
      const rows = await db.select().from(leads).orderBy(asc(leads.createdAt), asc(leads.id));
      return rows.map((row): StoredLead => ({
        id: row.id,
        createdAt: row.createdAt,
        firstName: row.firstName,
        surname: row.surname,
        cellphone: row.cellphone,
        email: row.email,
        idNumber: row.idNumber,
        product: row.product,
        sourcePath: row.sourcePath,
        preferredTime: row.preferredTime as PreferredTime,
        calculation: (row.calculation ?? null) as CalculationSummary | null,
        vehicleId: row.vehicleId,
        campaign: (row.campaign ?? null) as Campaign | null,
        consent: true,
        marketingOptIn: row.marketingOptIn,
        preCheckConsent: row.preCheckConsentTextVersion !== null,
        consentTextVersion: row.consentTextVersion,
        consentedAt: row.consentedAt,
        preCheckConsentTextVersion: row.preCheckConsentTextVersion,
        preCheckConsentedAt: row.preCheckConsentedAt,
        reference: row.reference,
      }));
    },
  };
}
