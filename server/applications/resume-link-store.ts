import { and, count, eq, gte, sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "../db/client";
import { applicationResumeLinks, applications } from "../db/schema/applications";

/** What opening a link found. */
export type RedeemOutcome =
  | { readonly status: "redeemed"; readonly applicationId: string }
  | { readonly status: "used" | "expired" | "closed" | "unknown" };

export interface ResumeLinkStore {
  /**
   * Stores a link's token hash for a draft and counts it as the applicant's change (a saved draft is not
   * purged for another 30 days, well past the link's 7). False, and nothing stored, unless it is a draft.
   */
  insert(link: {
    readonly applicationId: string;
    readonly tokenHash: string;
    readonly createdAt: Date;
    readonly expiresAt: Date;
    readonly emailed: boolean;
  }): Promise<boolean>;
  /** How many links were e-mailed to this address (whatever its case) since `since`, for any draft. */
  countEmailedTo(email: string, since: Date): Promise<number>;
  /** Removes a link that was never handed out (its e-mail could not be sent). */
  remove(tokenHash: string): Promise<void>;
  /**
   * Opens a link, once: in one transaction, marks it used and gives its draft the new owner secret (so
   * an owner cookie held elsewhere stops opening the draft). A link already used, past its time, or to
   * an application that is no longer a draft opens nothing and changes nothing.
   */
  redeem(tokenHash: string, newOwnerSecretHash: string, now: Date): Promise<RedeemOutcome>;
}

/** Resume links in PostgreSQL (server/db/schema/applications.ts). */
export function databaseResumeLinkStore(db: Database, transaction: DatabaseHandle["transaction"]): ResumeLinkStore {
  return {
    async insert(link) {
      return transaction(async (tx) => {
        const touched = await tx
          .update(applications)
          .set({ updatedAt: link.createdAt })
          .where(and(eq(applications.id, link.applicationId), eq(applications.status, "draft")))
          .returning({ id: applications.id });
        if (touched.length === 0) return false;
        await tx.insert(applicationResumeLinks).values(link);
        return true;
      });
    },

    async countEmailedTo(email, since) {
      const [row] = await db
        .select({ count: count() })
        .from(applicationResumeLinks)
        .innerJoin(applications, eq(applications.id, applicationResumeLinks.applicationId))
        .where(
          and(
            eq(applicationResumeLinks.emailed, true),
            gte(applicationResumeLinks.createdAt, since),
            eq(sql`lower(${applications.applicant} ->> 'email')`, email.toLowerCase()),
          ),
        );
      return row?.count ?? 0;
    },

    async remove(tokenHash) {
      await db.delete(applicationResumeLinks).where(eq(applicationResumeLinks.tokenHash, tokenHash));
    },

    async redeem(tokenHash, newOwnerSecretHash, now) {
      return transaction(async (tx): Promise<RedeemOutcome> => {
        // The lock makes two openings at once take turns: the second finds the link used.
        const [link] = await tx
          .select()
          .from(applicationResumeLinks)
          .where(eq(applicationResumeLinks.tokenHash, tokenHash))
          .for("update");
        if (!link) return { status: "unknown" };
        if (link.usedAt !== null) return { status: "used" };
        if (link.expiresAt.getTime() <= now.getTime()) return { status: "expired" };
        const rotated = await tx
          .update(applications)
          .set({ ownerSecretHash: newOwnerSecretHash })
          .where(and(eq(applications.id, link.applicationId), eq(applications.status, "draft")))
          .returning({ id: applications.id });
        if (rotated.length === 0) return { status: "closed" };
        await tx.update(applicationResumeLinks).set({ usedAt: now }).where(eq(applicationResumeLinks.id, link.id));
        return { status: "redeemed", applicationId: link.applicationId };
      });
    },
  };
}
