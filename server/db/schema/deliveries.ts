import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { applicationDocuments, applications } from "./applications";
import { leads } from "./leads";

/**
 * Dealers who list cars, by the code the dealer feed gives them (vehicles.dealer_code). A dealer with a
 * webhook receives its own car enquiries, signed with its own secret (Standard Webhooks). The secret is
 * a credential: never logged, never listed by the API. The phone number and opening hours are the
 * dealer's public contact details, shown on its cars' pages (the listing itself names the dealer and town).
 */
export const dealers = pgTable("dealers", {
  dealerCode: text("dealer_code").primaryKey(),
  webhookUrl: text("webhook_url"),
  webhookSecret: text("webhook_secret"),
  phone: text("phone"),
  openingHours: text("opening_hours"),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/**
 * The outbox: one row per event and endpoint (the sales team's CRM is "main", a dealer is its code).
 * Written in the same transaction as the lead, together with its pg-boss job, so an acknowledged lead
 * always has its deliveries. No personal data here: the body is built from the lead when it is sent, and
 * the row goes with the lead when the lead is purged.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The Standard Webhooks message id (`webhook-id`), the same for every attempt of this delivery. */
    webhookId: text("webhook_id").notNull().unique(),
    eventType: text("event_type").notNull(),
    /** The lead the event is about (a lead's event), or null. */
    subjectId: uuid("subject_id").references(() => leads.id, { onDelete: "cascade" }),
    /** The finance application the event is about (an application's event), or null; exactly one of the two is set. */
    applicationId: uuid("application_id").references(() => applications.id, { onDelete: "cascade" }),
    /** The document an `application.documents_added` event announces (one event per upload), or null. */
    documentId: uuid("document_id").references(() => applicationDocuments.id, { onDelete: "cascade" }),
    /** "main", "origination" (the origination system), or the dealer code of the dealer's endpoint. */
    endpoint: text("endpoint").notNull(),
    /** pending (queued or being retried), delivered, or failed (retries exhausted, or the endpoint said 410 Gone). */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastStatusCode: integer("last_status_code"),
    /** How the last attempt ended: delivered, http_error, timeout, unreachable, gone, no_endpoint. */
    lastOutcome: text("last_outcome"),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true, mode: "date" }),
    /** The event's time: the body's `timestamp`, the same for every attempt. */
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** Since when the delivery waits: its creation, or the last redelivery. */
    pendingSince: timestamp("pending_since", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [
    index("webhook_deliveries_status_idx").on(table.status, table.pendingSince),
    index("webhook_deliveries_subject_idx").on(table.subjectId),
    index("webhook_deliveries_application_idx").on(table.applicationId),
    check("webhook_deliveries_one_subject", sql`num_nonnulls(${table.subjectId}, ${table.applicationId}) = 1`),
  ],
);

/** Every attempt of a delivery: when, the answer's status code and how long it took. Never a body. */
export const webhookDeliveryAttempts = pgTable(
  "webhook_delivery_attempts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: uuid("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    attemptedAt: timestamp("attempted_at", { withTimezone: true, mode: "date" }).notNull(),
    statusCode: integer("status_code"),
    durationMs: integer("duration_ms").notNull(),
    outcome: text("outcome").notNull(),
  },
  (table) => [index("webhook_delivery_attempts_delivery_idx").on(table.deliveryId)],
);
