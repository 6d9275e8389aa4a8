import { boolean, customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Online finance applications (server/applications). Personal data: never logged, never in an address.
 * A draft belongs to whoever holds its owner secret (an HttpOnly cookie); only the secret's SHA-256 is
 * stored. The four sections are kept as the applicant saved them (app/lib/applications/application-sections.ts);
 * each consent with the version of its words and the time it was given.
 */
export const applications = pgTable(
  "applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** The last change by the applicant: drafts untouched for 30 days are purged. */
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** draft, submitted, in_review, documents_required, approved, declined, withdrawn. */
    status: text("status").notNull().default("draft"),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** SHA-256 (hex) of the owner secret the draft's cookie holds. */
    ownerSecretHash: text("owner_secret_hash").notNull(),
    /** Given on submit ("UA-7KQ2-M9XD"): random, no personal data. */
    reference: text("reference").unique(),
    deal: jsonb("deal").$type<unknown>().notNull().default({}),
    applicant: jsonb("applicant").$type<unknown>().notNull().default({}),
    employment: jsonb("employment").$type<unknown>().notNull().default({}),
    finances: jsonb("finances").$type<unknown>().notNull().default({}),
    /** The indicative affordability figures worked out on submit (app/lib/finance/affordability-check.ts). */
    affordability: jsonb("affordability").$type<unknown>(),
    submittedAt: timestamp("submitted_at", { withTimezone: true, mode: "date" }),
    creditBureauConsentTextVersion: text("credit_bureau_consent_text_version"),
    creditBureauConsentedAt: timestamp("credit_bureau_consented_at", { withTimezone: true, mode: "date" }),
    privacyConsentTextVersion: text("privacy_consent_text_version"),
    privacyConsentedAt: timestamp("privacy_consented_at", { withTimezone: true, mode: "date" }),
    /** Null unless the applicant ticked the optional marketing consent. */
    marketingConsentTextVersion: text("marketing_consent_text_version"),
    marketingConsentedAt: timestamp("marketing_consented_at", { withTimezone: true, mode: "date" }),
    declarationTextVersion: text("declaration_text_version"),
    declaredAt: timestamp("declared_at", { withTimezone: true, mode: "date" }),
    /** The document kinds the origination system asked for (status documents_required). */
    documentsRequired: jsonb("documents_required").$type<string[]>().notNull().default([]),
    /** When the applicant asked for the reasons for a decline (National Credit Act s62). */
    reasonsRequestedAt: timestamp("reasons_requested_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [index("applications_status_updated_idx").on(table.status, table.updatedAt)],
);

/** Bytes as PostgreSQL's bytea: a Buffer from `pg`, a Uint8Array from PGlite; both are Uint8Arrays. */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * The documents an applicant uploads (ID, payslips, bank statements, driver's licence, proof of address), kept
 * in the database with the application and deleted with it. The type is the one read from the content
 * (`file-type`), never the name or the type the browser claimed; the file's name is not kept at all.
 */
export const applicationDocuments = pgTable(
  "application_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** id-document, payslip, bank-statement, drivers-licence, proof-of-address. */
    kind: text("kind").notNull(),
    /** application/pdf, image/jpeg, image/png or image/heic, by content. */
    mediaType: text("media_type").notNull(),
    size: integer("size").notNull(),
    /** SHA-256 of the content, hex: the origination system checks what it fetched against it. */
    sha256: text("sha256").notNull(),
    content: bytes("content").notNull(),
  },
  (table) => [index("application_documents_application_idx").on(table.applicationId)],
);

/**
 * "Save and continue later": one row per one-time link to a draft. Only the SHA-256 of the link's token is
 * stored (as for the owner cookie's secret), so nobody who reads the database can open a draft with it.
 * A link opens its draft once (`used_at`), within 7 days (`expires_at`); it goes with its application.
 */
export const applicationResumeLinks = pgTable(
  "application_resume_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    /** SHA-256 (hex) of the token in the link. */
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    /** Sent by e-mail (rather than shown to copy): counted against the address's daily number of e-mails. */
    emailed: boolean("emailed").notNull().default(false),
    /** When the link was opened; a link opens its draft once. */
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [index("application_resume_links_application_idx").on(table.applicationId)],
);
