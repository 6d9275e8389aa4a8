import { and, asc, count, eq, isNull, lt, or } from "drizzle-orm";
import type {
  ApplicantSection,
  ApplicationSections,
  DealSection,
  EmploymentSection,
  FinancesSection,
} from "../../app/lib/applications/application-sections";
import type { ApplicationStatusName } from "../../app/lib/applications/application-desk";
import type { AffordabilityCheckResult } from "../../app/lib/finance/affordability-check";
import type { Database, DatabaseHandle } from "../db/client";
import { applicationDocuments, applications } from "../db/schema/applications";

/** The statuses of a finance application: the list the pages show in words (app/lib/applications). */
export type ApplicationStatus = ApplicationStatusName;

/** A consent or the declaration as stored: the version of the words and when it was given. */
export interface GivenConsent {
  readonly textVersion: string;
  readonly givenAt: Date;
}

export interface StoredApplication {
  readonly id: string;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly status: ApplicationStatus;
  readonly statusChangedAt: Date;
  readonly ownerSecretHash: string;
  readonly reference: string | null;
  readonly sections: ApplicationSections;
  readonly affordability: AffordabilityCheckResult | null;
  readonly submittedAt: Date | null;
  readonly consents: {
    readonly creditBureau: GivenConsent | null;
    readonly privacy: GivenConsent | null;
    readonly marketing: GivenConsent | null;
    readonly declaration: GivenConsent | null;
  };
  readonly documentsRequired: readonly string[];
  readonly reasonsRequestedAt: Date | null;
}

/** What a submit writes, besides the status. */
export interface ApplicationSubmitRecord {
  readonly reference: string;
  readonly submittedAt: Date;
  readonly affordability: AffordabilityCheckResult | null;
  readonly creditBureau: GivenConsent;
  readonly privacy: GivenConsent;
  readonly marketing: GivenConsent | null;
  readonly declaration: GivenConsent;
}

/** The events an application sends to the origination system (server/deliveries). */
export type ApplicationEventType =
  "application.submitted" | "application.documents_added" | "application.withdrawn" | "application.reasons_requested";

/**
 * Where an application's events go: written in the transaction that changes the application, so a submit
 * that is acknowledged always has its event and one that is refused never does.
 */
export interface ApplicationOutbox {
  enqueueApplicationEvent(
    tx: Database,
    event: {
      readonly type: ApplicationEventType;
      readonly applicationId: string;
      /** The document an `application.documents_added` event announces. */
      readonly documentId?: string;
    },
  ): Promise<void>;
  /** Called once the transaction has committed. */
  committed(): void;
}

/** The random reference drawn on submit is already another application's: nothing was stored. */
export class ApplicationReferenceTakenError extends Error {
  override name = "ApplicationReferenceTakenError";
}

/** A stored document without its content. */
export interface DocumentSummary {
  readonly id: string;
  readonly kind: string;
  readonly mediaType: string;
  readonly size: number;
  readonly sha256: string;
  readonly createdAt: Date;
}

export interface ApplicationStore {
  /**
   * Stores a document unless the application already has `maxDocuments`: answers its summary, or
   * "too_many". Counted and written in one transaction under a lock on the application's row; a document
   * added after the submit queues its `application.documents_added` event in the same transaction.
   */
  addDocument(
    applicationId: string,
    document: {
      readonly kind: string;
      readonly mediaType: string;
      readonly sha256: string;
      readonly content: Uint8Array;
    },
    limits: { readonly maxDocuments: number; readonly openStatuses: readonly ApplicationStatus[] },
  ): Promise<DocumentSummary | "too_many" | "closed">;
  listDocuments(applicationId: string): Promise<DocumentSummary[]>;
  /** One document with its content, if it belongs to this application. */
  findDocument(
    applicationId: string,
    documentId: string,
  ): Promise<(DocumentSummary & { readonly content: Uint8Array }) | undefined>;
  create(ownerSecretHash: string, now: Date): Promise<{ readonly id: string }>;
  find(id: string): Promise<StoredApplication | undefined>;
  /** Replaces the sections of a draft; false when it is no draft (any more). */
  saveSections(id: string, sections: ApplicationSections, now: Date): Promise<boolean>;
  /** Turns a draft into a submitted application with its event, in one transaction; false when it is no draft. */
  submit(id: string, record: ApplicationSubmitRecord): Promise<boolean>;
  /** Sets a status (with the documents asked for); `from` limits the statuses it may change from. */
  setStatus(
    id: string,
    change: { readonly status: ApplicationStatus; readonly documentsRequired?: readonly string[]; readonly at: Date },
    from: readonly ApplicationStatus[],
  ): Promise<boolean>;
  /**
   * The applicant withdraws: sets `withdrawn` when the status is one of `from`, and answers the status it
   * had (false: none of them). An application that was submitted queues its `application.withdrawn` event
   * in the same transaction; a draft's withdrawal concerns nobody else.
   */
  withdraw(id: string, at: Date, from: readonly ApplicationStatus[]): Promise<ApplicationStatus | false>;
  /** Records a request for the reasons of a decline with its event; false unless the application is declined. */
  requestReasons(id: string, at: Date): Promise<boolean>;
  /**
   * Deletes drafts last changed before `cutoff`, and drafts withdrawn before it without ever being
   * submitted; answers how many. Nothing that was submitted is deleted.
   */
  purgeDraftsUntouchedSince(cutoff: Date): Promise<number>;
}

type Row = typeof applications.$inferSelect;

const consentOf = (textVersion: string | null, givenAt: Date | null): GivenConsent | null =>
  textVersion !== null && givenAt !== null ? { textVersion, givenAt } : null;

function fromRow(row: Row): StoredApplication {
  return {
    id: row.id,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    status: row.status as ApplicationStatus,
    statusChangedAt: row.statusChangedAt,
    ownerSecretHash: row.ownerSecretHash,
    reference: row.reference,
    sections: {
      deal: row.deal as DealSection,
      applicant: row.applicant as ApplicantSection,
      employment: row.employment as EmploymentSection,
      finances: row.finances as FinancesSection,
    },
    affordability: (row.affordability ?? null) as AffordabilityCheckResult | null,
    submittedAt: row.submittedAt,
    consents: {
      creditBureau: consentOf(row.creditBureauConsentTextVersion, row.creditBureauConsentedAt),
      privacy: consentOf(row.privacyConsentTextVersion, row.privacyConsentedAt),
      marketing: consentOf(row.marketingConsentTextVersion, row.marketingConsentedAt),
      declaration: consentOf(row.declarationTextVersion, row.declaredAt),
    },
    documentsRequired: row.documentsRequired,
    reasonsRequestedAt: row.reasonsRequestedAt,
  };
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

/** Applications in PostgreSQL (server/db/schema/applications.ts), their events queued through `outbox` when given. */
export function databaseApplicationStore(
  db: Database,
  transaction: DatabaseHandle["transaction"],
  outbox?: ApplicationOutbox,
): ApplicationStore {
  const summaryColumns = {
    id: applicationDocuments.id,
    kind: applicationDocuments.kind,
    mediaType: applicationDocuments.mediaType,
    size: applicationDocuments.size,
    sha256: applicationDocuments.sha256,
    createdAt: applicationDocuments.createdAt,
  };
  return {
    async addDocument(applicationId, document, { maxDocuments, openStatuses }) {
      return transaction(async (tx) => {
        // The lock makes two uploads at once count each other.
        const [application] = await tx
          .select({ status: applications.status, submittedAt: applications.submittedAt })
          .from(applications)
          .where(eq(applications.id, applicationId))
          .for("update");
        if (!application || !openStatuses.includes(application.status as ApplicationStatus)) return "closed";
        const [counted] = await tx
          .select({ count: count() })
          .from(applicationDocuments)
          .where(eq(applicationDocuments.applicationId, applicationId));
        if ((counted?.count ?? 0) >= maxDocuments) return "too_many";
        const [row] = await tx
          .insert(applicationDocuments)
          .values({ applicationId, ...document, size: document.content.byteLength })
          .returning(summaryColumns);
        if (!row) throw new Error("A document insert returned no row.");
        // Sent already: the origination system hears of each later document.
        if (application.submittedAt)
          await outbox?.enqueueApplicationEvent(tx, {
            type: "application.documents_added",
            applicationId,
            documentId: row.id,
          });
        return { row, announced: application.submittedAt !== null };
      }).then((outcome) => {
        if (outcome === "too_many" || outcome === "closed") return outcome;
        if (outcome.announced) outbox?.committed();
        return outcome.row;
      });
    },

    listDocuments(applicationId) {
      return db
        .select(summaryColumns)
        .from(applicationDocuments)
        .where(eq(applicationDocuments.applicationId, applicationId))
        .orderBy(asc(applicationDocuments.createdAt), asc(applicationDocuments.id));
    },

    async findDocument(applicationId, documentId) {
      const [row] = await db
        .select({ ...summaryColumns, content: applicationDocuments.content })
        .from(applicationDocuments)
        .where(and(eq(applicationDocuments.applicationId, applicationId), eq(applicationDocuments.id, documentId)));
      return row;
    },

    async create(ownerSecretHash, now) {
      const [row] = await db
        .insert(applications)
        .values({ ownerSecretHash, createdAt: now, updatedAt: now, statusChangedAt: now })
        .returning({ id: applications.id });
      if (!row) throw new Error("An application insert returned no row.");
      return row;
    },

    async find(id) {
      const [row] = await db.select().from(applications).where(eq(applications.id, id));
      return row ? fromRow(row) : undefined;
    },

    async saveSections(id, sections, now) {
      const updated = await db
        .update(applications)
        .set({ ...sections, updatedAt: now })
        .where(and(eq(applications.id, id), eq(applications.status, "draft")))
        .returning({ id: applications.id });
      return updated.length > 0;
    },

    async submit(id, record) {
      const submitted = await transaction(async (tx) => {
        const updated = await tx
          .update(applications)
          .set({
            status: "submitted",
            statusChangedAt: record.submittedAt,
            updatedAt: record.submittedAt,
            submittedAt: record.submittedAt,
            reference: record.reference,
            affordability: record.affordability,
            creditBureauConsentTextVersion: record.creditBureau.textVersion,
            creditBureauConsentedAt: record.creditBureau.givenAt,
            privacyConsentTextVersion: record.privacy.textVersion,
            privacyConsentedAt: record.privacy.givenAt,
            marketingConsentTextVersion: record.marketing?.textVersion ?? null,
            marketingConsentedAt: record.marketing?.givenAt ?? null,
            declarationTextVersion: record.declaration.textVersion,
            declaredAt: record.declaration.givenAt,
          })
          .where(and(eq(applications.id, id), eq(applications.status, "draft")))
          .returning({ id: applications.id })
          .catch((error: unknown) => {
            if (postgresError(error, "23505")?.constraint === "applications_reference_unique")
              throw new ApplicationReferenceTakenError("reference taken", { cause: error });
            throw error;
          });
        if (updated.length === 0) return false;
        await outbox?.enqueueApplicationEvent(tx, { type: "application.submitted", applicationId: id });
        return true;
      });
      if (submitted) outbox?.committed();
      return submitted;
    },

    async setStatus(id, change, from) {
      const rows = await db.select({ status: applications.status }).from(applications).where(eq(applications.id, id));
      const current = rows[0]?.status as ApplicationStatus | undefined;
      if (current === undefined || !from.includes(current)) return false;
      const updated = await db
        .update(applications)
        .set({
          status: change.status,
          statusChangedAt: change.at,
          documentsRequired: [...(change.documentsRequired ?? [])],
        })
        .where(and(eq(applications.id, id), eq(applications.status, current)))
        .returning({ id: applications.id });
      return updated.length > 0;
    },

    async withdraw(id, at, from) {
      const outcome = await transaction(async (tx) => {
        const [row] = await tx
          .select({ status: applications.status, submittedAt: applications.submittedAt })
          .from(applications)
          .where(eq(applications.id, id))
          .for("update");
        const current = row?.status as ApplicationStatus | undefined;
        if (!row || current === undefined || !from.includes(current)) return false;
        await tx
          .update(applications)
          .set({ status: "withdrawn", statusChangedAt: at, documentsRequired: [] })
          .where(eq(applications.id, id));
        if (row.submittedAt !== null)
          await outbox?.enqueueApplicationEvent(tx, { type: "application.withdrawn", applicationId: id });
        return { from: current, announced: row.submittedAt !== null };
      });
      if (!outcome) return false;
      if (outcome.announced) outbox?.committed();
      return outcome.from;
    },

    async requestReasons(id, at) {
      const requested = await transaction(async (tx) => {
        const updated = await tx
          .update(applications)
          .set({ reasonsRequestedAt: at })
          .where(and(eq(applications.id, id), eq(applications.status, "declined")))
          .returning({ id: applications.id });
        if (updated.length === 0) return false;
        await outbox?.enqueueApplicationEvent(tx, { type: "application.reasons_requested", applicationId: id });
        return true;
      });
      if (requested) outbox?.committed();
      return requested;
    },

    async purgeDraftsUntouchedSince(cutoff) {
      const removed = await db
        .delete(applications)
        .where(
          or(
            and(eq(applications.status, "draft"), lt(applications.updatedAt, cutoff)),
            and(
              eq(applications.status, "withdrawn"),
              isNull(applications.submittedAt),
              // Withdrawn after its last change, so counted from the withdrawal.
              lt(applications.statusChangedAt, cutoff),
            ),
          ),
        )
        .returning({ id: applications.id });
      return removed.length;
    },
  };
}
