import type { AffordabilityCheckResult } from "~/lib/finance/affordability-check";
import type { ApplicationPatch, ApplicationSections } from "./application-sections";

/** The statuses of a finance application, from draft to the origination system's decision. */
export const APPLICATION_STATUSES = [
  "draft",
  "submitted",
  "in_review",
  "documents_required",
  "approved",
  "declined",
  "withdrawn",
] as const;
export type ApplicationStatusName = (typeof APPLICATION_STATUSES)[number];

/** What an applicant may upload, by kind, with the words the pages use for each. */
export const APPLICATION_DOCUMENT_KINDS = [
  "id-document",
  "payslip",
  "bank-statement",
  "drivers-licence",
  "proof-of-address",
] as const;
export type ApplicationDocumentKind = (typeof APPLICATION_DOCUMENT_KINDS)[number];
export const DOCUMENT_KIND_LABELS: Readonly<Record<ApplicationDocumentKind, string>> = {
  "id-document": "ID document (green ID book or smart ID card)",
  payslip: "Payslip",
  "bank-statement": "Bank statement",
  "drivers-licence": "Driver's licence",
  "proof-of-address": "Proof of address",
};

/** What the /apply pages read of the visitor's application (the ID number masked). */
export interface ApplicationPageView {
  readonly status: ApplicationStatusName;
  readonly reference: string | null;
  /** Fields still needed before submitting, as paths ("applicant.idNumber"). */
  readonly missing: readonly string[];
  readonly outstandingDocuments: readonly string[];
  readonly documents: readonly {
    readonly id: string;
    readonly kind: string;
    readonly type: string;
    readonly size: number;
  }[];
  readonly sections: ApplicationSections;
  readonly affordability: AffordabilityCheckResult | null;
  readonly submittedAt: string | null;
  readonly reasonsRequested: boolean;
}

/** What "Save and continue later" gives: a one-time link, e-mailed or to copy, and when it expires. */
export interface ResumeLink {
  readonly url: string;
  readonly emailed: boolean;
  readonly expiresAt: string;
}

/**
 * The visitor's finance application as the /apply pages use it (app/load-context.ts `applications`), bound
 * by the server to this request's owner cookie (server/web/application-desk.ts); it never takes an id from
 * a page. A save without an application starts one and answers the cookie that owns it, for the page's
 * answer to set.
 */
export interface ApplicationDesk {
  current(): Promise<ApplicationPageView | undefined>;
  save(
    patch: ApplicationPatch,
  ): Promise<
    | { readonly status: "saved"; readonly view: ApplicationPageView; readonly setCookie?: string }
    | { readonly status: "invalid"; readonly fields: Readonly<Record<string, string>> }
    | { readonly status: "not_draft" }
  >;
  addDocument(
    kind: ApplicationDocumentKind,
    content: Uint8Array,
  ): Promise<"created" | "no_application" | "closed" | "unsupported_type" | "too_many">;
  submit(consents: {
    readonly marketing: boolean;
  }): Promise<
    | { readonly status: "submitted"; readonly reference: string }
    | { readonly status: "invalid"; readonly fields: Readonly<Record<string, string>> }
    | { readonly status: "no_application" | "not_draft" }
  >;
  withdraw(): Promise<"withdrawn" | "no_application" | "too_late">;
  requestReasons(): Promise<"requested" | "no_application" | "not_declined">;
  /**
   * "Save and continue later": a one-time link to this draft (e-mailed when the site sends e-mail and the
   * draft has an address); "mail_unavailable" when the e-mail could not be sent (the answers are saved, no
   * link exists). Absent while the server has no way to issue one; the pages then offer no button.
   */
  readonly saveForLater?: () => Promise<ResumeLink | "no_application" | "mail_unavailable">;
}
