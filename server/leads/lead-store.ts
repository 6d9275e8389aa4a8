import { asc, eq, lt } from "drizzle-orm";
import type { CalculationSummary } from "../../app/lib/finance/calculation-summary";
import type { PreferredTime } from "../../app/lib/leads/lead-submission";
import type { LeadStore, StoredLead } from "../api/leads";
import type { Database } from "../db/client";
import { leads } from "../db/schema/leads";

/** Leads in PostgreSQL (server/db/schema/leads.ts). */
export function databaseLeadStore(db: Database): LeadStore {
  return {
    async insert(lead) {
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
          consentTextVersion: lead.consentTextVersion,
          consentedAt: lead.consentedAt,
          marketingOptIn: lead.marketingOptIn,
          idempotencyKey: lead.idempotencyKey,
          requestHash: lead.requestHash,
        })
        .onConflictDoNothing({ target: leads.idempotencyKey })
        .returning({ id: leads.id, requestHash: leads.requestHash });
      const row = inserted[0];
      if (row) return { ...row, created: true };
      // Only an idempotency key can conflict: the first request's lead answers.
      const [existing] = await db
        .select({ id: leads.id, requestHash: leads.requestHash })
        .from(leads)
        .where(eq(leads.idempotencyKey, lead.idempotencyKey ?? ""));
      if (!existing) throw new Error("A lead insert conflicted, but no lead holds its idempotency key.");
      return { ...existing, created: false };
    },

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
        consent: true,
        marketingOptIn: row.marketingOptIn,
        consentTextVersion: row.consentTextVersion,
        consentedAt: row.consentedAt,
      }));
    },
  };
}
