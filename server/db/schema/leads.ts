import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { vehicles } from "./vehicles";

/**
 * Call-me-back requests. Personal data: kept for the retention period (LEAD_RETENTION_DAYS,
 * `npm run leads -- purge`), exported for the sales team as CSV, never logged. The consent text version and
 * time record what the visitor agreed to; the idempotency key makes a retried post return the first lead.
 */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    firstName: text("first_name").notNull(),
    surname: text("surname").notNull(),
    cellphone: text("cellphone").notNull(),
    email: text("email"),
    idNumber: text("id_number"),
    product: text("product").notNull(),
    sourcePath: text("source_path").notNull(),
    preferredTime: text("preferred_time").notNull(),
    calculation: jsonb("calculation").$type<unknown>(),
    consentTextVersion: text("consent_text_version").notNull(),
    consentedAt: timestamp("consented_at", { withTimezone: true, mode: "date" }).notNull(),
    marketingOptIn: boolean("marketing_opt_in").notNull().default(false),
    /**
     * The separate consent to a credit-bureau enquiry (a pre-check) with the ID number: the version of its
     * words and when it was given; both null when the visitor did not give it.
     */
    preCheckConsentTextVersion: text("pre_check_consent_text_version"),
    preCheckConsentedAt: timestamp("pre_check_consented_at", { withTimezone: true, mode: "date" }),
    /** What the visitor quotes when they call about the request ("UF-7KQ2-M9XD"): random, no personal data. */
    reference: text("reference").notNull().unique(),
    /** Unique when given; several leads may have none. */
    idempotencyKey: text("idempotency_key").unique(),
    requestHash: text("request_hash").notNull(),
    /** The car for sale the visitor asked about ("Call me back about this car"), if any. */
    vehicleId: integer("vehicle_id").references(() => vehicles.id, { onDelete: "set null" }),
    /**
     * The campaign that brought the visitor (app/lib/campaign/campaign.ts: source, medium, name, term,
     * content, gclid, referrerHost; checked short plain strings), null when none is known. Sent in the
     * lead.created event; never logged, counted or shown in the admin listing.
     */
    campaign: jsonb("campaign").$type<unknown>(),
  },
  (table) => [index("leads_created_at_idx").on(table.createdAt)],
);
