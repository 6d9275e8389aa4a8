import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import { APPLICATION_CONSENT_TEXT_VERSIONS } from "../../app/lib/applications/application-consents";
import {
  APPLICATION_DOCUMENT_KINDS,
  type ApplicationDocumentKind,
  type ApplicationPageView,
} from "../../app/lib/applications/application-desk";
import { WITHDRAWABLE_STATUSES } from "../../app/lib/applications/status-words";
import {
  crossFieldProblems,
  missingFields,
  SECTION_NAMES,
  type ApplicationPatch,
  type ApplicationSections,
} from "../../app/lib/applications/application-sections";
import { checkAffordability, type AffordabilityCheckResult } from "../../app/lib/finance/affordability-check";
import type { Logger } from "../logger";
import { newApplicationReference } from "./reference";
import {
  ApplicationReferenceTakenError,
  type ApplicationStatus,
  type ApplicationStore,
  type DocumentSummary,
  type StoredApplication,
} from "./store";

/** Drafts nobody has changed for this long are deleted, with everything in them. */
export const DRAFT_RETENTION_DAYS = 30;

/** The documents every application needs until the origination system asks for others. */
export const DEFAULT_DOCUMENTS = ["id-document", "payslip", "drivers-licence"] as const;

/** What an applicant may upload: the kinds the documents page offers (app/lib/applications). */
export const DOCUMENT_KINDS = APPLICATION_DOCUMENT_KINDS;
export type DocumentKind = ApplicationDocumentKind;
/** The largest file an applicant may upload, and how many an application may hold. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const MAX_DOCUMENTS = 10;
/** What a document may be, by its content (file-type): a PDF, or a JPEG, PNG or HEIC photo. */
export const DOCUMENT_MEDIA_TYPES = ["application/pdf", "image/jpeg", "image/png", "image/heic"] as const;
const DOCUMENT_EXTENSIONS: Readonly<Record<string, string>> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/heic": "heic",
};
/** A file name for a download: the kind and the extension of its type; never the name it was uploaded with. */
export const documentFileName = (document: { readonly kind: string; readonly mediaType: string }): string =>
  `${document.kind}.${DOCUMENT_EXTENSIONS[document.mediaType] ?? "bin"}`;
/** Statuses in which the applicant may still add documents. */
const DOCUMENTS_OPEN: readonly ApplicationStatus[] = ["draft", "submitted", "in_review", "documents_required"];

/** The kinds still to send: what was asked for, or the default list; a bank statement stands in for a payslip. */
function outstandingDocuments(application: StoredApplication, documents: readonly DocumentSummary[]): string[] {
  const wanted: readonly string[] =
    application.status === "documents_required"
      ? application.documentsRequired
      : DOCUMENTS_OPEN.includes(application.status)
        ? DEFAULT_DOCUMENTS
        : [];
  const sent = new Set(
    documents.filter((document) => document.createdAt >= sinceAsked(application)).map((d) => d.kind),
  );
  return wanted.filter((kind) => !sent.has(kind) && !(kind === "payslip" && sent.has("bank-statement")));
}

/** Documents asked for by the origination system count from when it asked; the default list counts them all. */
const sinceAsked = (application: StoredApplication): Date =>
  application.status === "documents_required" ? application.statusChangedAt : new Date(0);

/** Statuses the origination system may set, and those the applicant may withdraw from. */
export const CALLBACK_STATUSES = ["in_review", "documents_required", "approved", "declined", "withdrawn"] as const;
export type CallbackStatus = (typeof CALLBACK_STATUSES)[number];
const SENT_STATUSES: readonly ApplicationStatus[] = [
  "submitted",
  "in_review",
  "documents_required",
  "approved",
  "declined",
];

const REFERENCE_ATTEMPTS = 5;

/**
 * A submit of an application that was submitted before: the same reference, unless it was withdrawn since
 * (then it can no longer be submitted: 409).
 */
const repeatedSubmit = (application: StoredApplication): SubmitOutcome =>
  application.reference !== null && application.submittedAt !== null && application.status !== "withdrawn"
    ? { status: "already_submitted", reference: application.reference, current: application.status }
    : { status: "not_draft" };

/** A draft's owner: the application's id and the secret its cookie holds. */
export interface ApplicationOwner {
  readonly id: string;
  readonly secret: string;
}

/**
 * What the owner reads of an application (GET, and the answers of PATCH): what the /apply pages read (the
 * document kinds and types sent, never their content; the ID number masked), with the application's id.
 */
export type ApplicationView = ApplicationPageView & { readonly id: string };

export type PatchOutcome =
  | { readonly status: "saved"; readonly view: ApplicationView }
  | { readonly status: "invalid"; readonly fields: Record<string, string> }
  | { readonly status: "not_found" }
  | { readonly status: "not_draft" };

export type SubmitOutcome =
  | { readonly status: "submitted"; readonly reference: string }
  /** Submitted before (a double click, a retried request): the same reference, and no second event. */
  | { readonly status: "already_submitted"; readonly reference: string; readonly current: ApplicationStatus }
  | { readonly status: "invalid"; readonly fields: Record<string, string> }
  | { readonly status: "not_found" }
  | { readonly status: "not_draft" };

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

function sameHash(secret: string, storedHash: string): boolean {
  const given = Buffer.from(sha256(secret), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** "*********9087": the ID number's last four digits only, as every answer and page shows it once entered. */
export const maskIdNumber = (idNumber: string): string =>
  `${"*".repeat(Math.max(0, idNumber.length - 4))}${idNumber.slice(-4)}`;

/** The affordability figures of the sections, when income and spending are all given; the deal's instalment if any. */
export function affordabilityOf(sections: ApplicationSections): AffordabilityCheckResult | null {
  const { employment, finances, deal } = sections;
  if (
    employment.grossMonthlyIncome === undefined ||
    employment.netMonthlyIncome === undefined ||
    finances.livingExpenses === undefined ||
    finances.debtRepayments === undefined ||
    employment.netMonthlyIncome > employment.grossMonthlyIncome
  )
    return null;
  return checkAffordability({
    grossMonthlyIncome: employment.grossMonthlyIncome,
    netMonthlyIncome: employment.netMonthlyIncome,
    declaredLivingExpenses: finances.livingExpenses,
    debtRepayments: finances.debtRepayments,
    // Without a calculator's instalment the check still gives the largest instalment the figures allow.
    instalment: deal.instalment ?? 0,
  });
}

function viewOf(application: StoredApplication, documents: readonly DocumentSummary[]): ApplicationView {
  const { sections } = application;
  const applicant =
    sections.applicant.idNumber === undefined
      ? sections.applicant
      : { ...sections.applicant, idNumber: maskIdNumber(sections.applicant.idNumber) };
  return {
    id: application.id,
    status: application.status,
    reference: application.reference,
    missing: application.status === "draft" ? missingFields(sections) : [],
    outstandingDocuments: outstandingDocuments(application, documents),
    documents: documents.map((document) => ({
      id: document.id,
      kind: document.kind,
      type: document.mediaType,
      size: document.size,
    })),
    sections: { ...sections, applicant },
    affordability: application.affordability ?? affordabilityOf(sections),
    submittedAt: application.submittedAt?.toISOString() ?? null,
    reasonsRequested: application.reasonsRequestedAt !== null,
  };
}

/**
 * The applications as the API and (later) the /apply pages use them. Every call of the applicant's names
 * the owner (id and secret from the draft's cookie); one that does not match is answered as if there were
 * no such application. Logs carry ids and statuses only, never an answer.
 */
export function createApplicationService(deps: {
  readonly store: ApplicationStore;
  readonly logger: Logger;
  readonly now?: () => Date;
  readonly newReference?: () => string;
}) {
  const now = () => deps.now?.() ?? new Date();
  const draw = deps.newReference ?? newApplicationReference;

  const owned = async (owner: ApplicationOwner | undefined, id: string) => {
    if (owner === undefined || owner.id !== id) return undefined;
    const application = await deps.store.find(id);
    return application && sameHash(owner.secret, application.ownerSecretHash) ? application : undefined;
  };

  return {
    /** A new draft and the secret that owns it (for the cookie; only its hash is stored). */
    async create(): Promise<{ readonly id: string; readonly secret: string }> {
      const secret = randomBytes(32).toString("base64url");
      const { id } = await deps.store.create(sha256(secret), now());
      deps.logger.info({ applicationId: id }, "application draft started");
      return { id, secret };
    },

    async view(owner: ApplicationOwner | undefined, id: string): Promise<ApplicationView | undefined> {
      const application = await owned(owner, id);
      return application && viewOf(application, await deps.store.listDocuments(id));
    },

    /** Merges the sections given into the draft, field by field. */
    async patch(owner: ApplicationOwner | undefined, id: string, patch: ApplicationPatch): Promise<PatchOutcome> {
      const application = await owned(owner, id);
      if (!application) return { status: "not_found" };
      if (application.status !== "draft") return { status: "not_draft" };
      const sections = { ...application.sections } as Record<keyof ApplicationSections, Record<string, unknown>>;
      for (const name of SECTION_NAMES) {
        const given = patch[name];
        if (given !== undefined) sections[name] = { ...sections[name], ...given };
      }
      const merged = sections as unknown as ApplicationSections;
      const problems = crossFieldProblems(merged);
      // Only the problems the fields just given could have caused; a pairing still open waits for its other half.
      const relevant = Object.fromEntries(
        Object.entries(problems).filter(([path]) => patch[path.split(".")[0] as keyof ApplicationPatch] !== undefined),
      );
      if (Object.keys(relevant).length > 0) return { status: "invalid", fields: relevant };
      if (!(await deps.store.saveSections(id, merged, now()))) return { status: "not_draft" };
      return {
        status: "saved",
        view: viewOf({ ...application, sections: merged }, await deps.store.listDocuments(id)),
      };
    },

    async submit(
      owner: ApplicationOwner | undefined,
      id: string,
      consents: { readonly marketing: boolean },
    ): Promise<SubmitOutcome> {
      const application = await owned(owner, id);
      if (!application) return { status: "not_found" };
      if (application.status !== "draft") return repeatedSubmit(application);
      const fields: Record<string, string> = {};
      for (const path of missingFields(application.sections)) fields[path] = "required";
      Object.assign(fields, crossFieldProblems(application.sections));
      if (Object.keys(fields).length > 0) return { status: "invalid", fields };
      const at = now();
      const given = (kind: keyof typeof APPLICATION_CONSENT_TEXT_VERSIONS) => ({
        textVersion: APPLICATION_CONSENT_TEXT_VERSIONS[kind],
        givenAt: at,
      });
      for (let attempt = 1; ; attempt += 1) {
        const reference = draw();
        try {
          const submitted = await deps.store.submit(id, {
            reference,
            submittedAt: at,
            affordability: affordabilityOf(application.sections),
            creditBureau: given("creditBureau"),
            privacy: given("privacy"),
            marketing: consents.marketing ? given("marketing") : null,
            declaration: given("declaration"),
          });
          if (!submitted) {
            // Another request submitted it in the meantime (a double click): answer as its repeat.
            const current = await deps.store.find(id);
            return current ? repeatedSubmit(current) : { status: "not_found" };
          }
          deps.logger.info({ applicationId: id }, "application submitted");
          return { status: "submitted", reference };
        } catch (error) {
          if (!(error instanceof ApplicationReferenceTakenError) || attempt >= REFERENCE_ATTEMPTS) throw error;
        }
      }
    },

    /**
     * The applicant withdraws a draft or an application still being considered; a submitted one's
     * withdrawal goes to the origination system as `application.withdrawn`.
     */
    async withdraw(owner: ApplicationOwner | undefined, id: string): Promise<"withdrawn" | "not_found" | "too_late"> {
      const application = await owned(owner, id);
      if (!application) return "not_found";
      const from = await deps.store.withdraw(id, now(), WITHDRAWABLE_STATUSES);
      if (from) deps.logger.info({ applicationId: id, from }, "application withdrawn");
      return from ? "withdrawn" : "too_late";
    },

    /** After a decline, the applicant asks for the reasons (National Credit Act s62): an event to the origination system. */
    async requestReasons(
      owner: ApplicationOwner | undefined,
      id: string,
    ): Promise<"requested" | "not_found" | "not_declined"> {
      const application = await owned(owner, id);
      if (!application) return "not_found";
      const requested = await deps.store.requestReasons(id, now());
      if (requested) deps.logger.info({ applicationId: id }, "reasons for a decline requested");
      return requested ? "requested" : "not_declined";
    },

    /**
     * Adds a document, typed by its content: a PDF, JPEG, PNG or HEIC only, whatever its name or declared
     * type; at most MAX_DOCUMENTS per application. The size limit is the route's (413 before this is called).
     */
    async addDocument(
      owner: ApplicationOwner | undefined,
      id: string,
      kind: DocumentKind,
      content: Uint8Array,
    ): Promise<
      | { readonly status: "created"; readonly document: DocumentSummary }
      | { readonly status: "not_found" | "closed" | "unsupported_type" | "too_many" }
    > {
      const application = await owned(owner, id);
      if (!application) return { status: "not_found" };
      if (!DOCUMENTS_OPEN.includes(application.status)) return { status: "closed" };
      const detected = await fileTypeFromBuffer(content);
      const mediaType = detected?.mime === "image/heif" ? "image/heic" : detected?.mime;
      if (mediaType === undefined || !(DOCUMENT_MEDIA_TYPES as readonly string[]).includes(mediaType))
        return { status: "unsupported_type" };
      const sha256 = createHash("sha256").update(content).digest("hex");
      const stored = await deps.store.addDocument(
        id,
        { kind, mediaType, sha256, content },
        { maxDocuments: MAX_DOCUMENTS, openStatuses: DOCUMENTS_OPEN },
      );
      if (stored === "too_many" || stored === "closed") return { status: stored };
      // Ids, kind, type and size only: never the file's name or content.
      deps.logger.info(
        { applicationId: id, documentId: stored.id, kind, mediaType, size: stored.size },
        "application document stored",
      );
      return { status: "created", document: stored };
    },

    /** A document for its owner, or for the origination system (`asOrigination`, its bearer token checked by the route). */
    async document(
      who: { readonly owner: ApplicationOwner | undefined } | { readonly asOrigination: true },
      id: string,
      documentId: string,
    ) {
      const allowed = "asOrigination" in who ? await deps.store.find(id) : await owned(who.owner, id);
      if (!allowed) return undefined;
      return deps.store.findDocument(id, documentId);
    },

    /** Deletes drafts untouched for DRAFT_RETENTION_DAYS; answers how many (logged as a count only). */
    async purgeStaleDrafts(): Promise<number> {
      const cutoff = new Date(now().getTime() - DRAFT_RETENTION_DAYS * 24 * 3600 * 1000);
      const removed = await deps.store.purgeDraftsUntouchedSince(cutoff);
      if (removed > 0)
        deps.logger.info({ removed, retentionDays: DRAFT_RETENTION_DAYS }, "stale application drafts purged");
      return removed;
    },

    /** The origination system's status callback (verified by signature before this is called). */
    async setStatusFromOrigination(
      id: string,
      status: CallbackStatus,
      documents: readonly string[],
    ): Promise<"updated" | "not_found" | "not_sent"> {
      const application = await deps.store.find(id);
      if (!application) return "not_found";
      const changed = await deps.store.setStatus(
        id,
        { status, documentsRequired: status === "documents_required" ? documents : [], at: now() },
        SENT_STATUSES,
      );
      if (changed)
        deps.logger.info(
          { applicationId: id, from: application.status, to: status },
          "application status set by the origination system",
        );
      return changed ? "updated" : "not_sent";
    },
  };
}

export type ApplicationService = ReturnType<typeof createApplicationService>;
