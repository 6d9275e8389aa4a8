import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Campaign } from "../../app/lib/campaign/campaign";
import type { CalculationSummary } from "../../app/lib/finance/calculation-summary";
import { queryRows, type Database } from "../db/client";
import { applicationDocuments, applications } from "../db/schema/applications";
import { dealers, webhookDeliveries, webhookDeliveryAttempts } from "../db/schema/deliveries";
import { leads } from "../db/schema/leads";
import { vehicles } from "../db/schema/vehicles";
import type { ApplicationEventSource, LeadEventSource } from "./event";

export const DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** How an attempt ended. */
export type AttemptOutcome = "delivered" | "http_error" | "timeout" | "unreachable" | "gone" | "no_endpoint";

/** A delivery as operators see it: ids, where, how it went. Never the lead's fields. */
export interface DeliverySummary {
  readonly webhookId: string;
  readonly eventType: string;
  readonly subjectId: string;
  readonly endpoint: string;
  readonly status: DeliveryStatus;
  readonly attempts: number;
  readonly lastStatusCode: number | null;
  readonly lastOutcome: string | null;
  readonly lastAttemptAt: string | null;
  readonly createdAt: string;
  readonly deliveredAt: string | null;
}

/** What the worker needs to send one of an application's deliveries. */
export interface ApplicationDeliveryToSend {
  readonly id: string;
  readonly webhookId: string;
  readonly endpoint: string;
  readonly eventType: string;
  readonly status: DeliveryStatus;
  readonly createdAt: Date;
  readonly application: ApplicationEventSource;
}

/** The application delivery with this id, or undefined (none, or a lead's). */
export async function applicationDeliveryToSend(
  db: Database,
  id: string,
): Promise<ApplicationDeliveryToSend | undefined> {
  const [row] = await db
    .select({ delivery: webhookDeliveries, application: applications })
    .from(webhookDeliveries)
    .innerJoin(applications, eq(applications.id, webhookDeliveries.applicationId))
    .where(eq(webhookDeliveries.id, id));
  if (!row) return undefined;
  const { application: a } = row;
  const documents = await db
    .select({
      id: applicationDocuments.id,
      kind: applicationDocuments.kind,
      type: applicationDocuments.mediaType,
      size: applicationDocuments.size,
      sha256: applicationDocuments.sha256,
    })
    .from(applicationDocuments)
    // An `application.documents_added` delivery names its one document; the others name them all.
    .where(
      and(
        eq(applicationDocuments.applicationId, a.id),
        row.delivery.documentId === null ? undefined : eq(applicationDocuments.id, row.delivery.documentId),
      ),
    )
    .orderBy(asc(applicationDocuments.createdAt), asc(applicationDocuments.id));
  const consent = (textVersion: string | null, givenAt: Date | null) =>
    textVersion !== null && givenAt !== null ? { textVersion, givenAt } : null;
  return {
    id: row.delivery.id,
    webhookId: row.delivery.webhookId,
    endpoint: row.delivery.endpoint,
    eventType: row.delivery.eventType,
    status: row.delivery.status as DeliveryStatus,
    createdAt: row.delivery.createdAt,
    application: {
      id: a.id,
      reference: a.reference,
      status: a.status,
      statusChangedAt: a.statusChangedAt,
      createdAt: a.createdAt,
      submittedAt: a.submittedAt,
      deal: a.deal as Record<string, unknown>,
      applicant: a.applicant as Record<string, unknown>,
      employment: a.employment as Record<string, unknown>,
      finances: a.finances as Record<string, unknown>,
      affordability: (a.affordability ?? null) as Record<string, unknown> | null,
      consents: {
        creditBureau: consent(a.creditBureauConsentTextVersion, a.creditBureauConsentedAt),
        privacy: consent(a.privacyConsentTextVersion, a.privacyConsentedAt),
        marketing: consent(a.marketingConsentTextVersion, a.marketingConsentedAt),
        declaration: consent(a.declarationTextVersion, a.declaredAt),
      },
      reasonsRequestedAt: a.reasonsRequestedAt,
      documents,
    },
  };
}

/** What the worker needs to send one delivery. */
export interface DeliveryToSend {
  readonly id: string;
  readonly webhookId: string;
  readonly endpoint: string;
  readonly status: DeliveryStatus;
  readonly createdAt: Date;
  readonly lead: LeadEventSource;
  /** The dealer's webhook, for a dealer's delivery (undefined when the dealer has none any more). */
  readonly dealerWebhook: { readonly url: string; readonly secret: string } | undefined;
}

export const MAIN_ENDPOINT = "main";
/** The origination system, which receives the applications' events. */
export const ORIGINATION_ENDPOINT = "origination";

/** The dealer whose car a lead asks about, and whether that dealer has a webhook. */
export async function dealerOfVehicle(
  db: Database,
  vehicleId: number,
): Promise<{ readonly dealerCode: string; readonly hasWebhook: boolean } | undefined> {
  const [row] = await db
    .select({ dealerCode: vehicles.dealerCode, webhookUrl: dealers.webhookUrl })
    .from(vehicles)
    .leftJoin(dealers, eq(dealers.dealerCode, vehicles.dealerCode))
    .where(eq(vehicles.id, vehicleId));
  return row ? { dealerCode: row.dealerCode, hasWebhook: row.webhookUrl !== null } : undefined;
}

export async function insertDelivery(
  db: Database,
  row: {
    readonly id: string;
    readonly webhookId: string;
    readonly eventType: string;
    readonly endpoint: string;
  } & ({ readonly subjectId: string } | { readonly applicationId: string; readonly documentId?: string | undefined }),
): Promise<void> {
  await db.insert(webhookDeliveries).values(row);
}

export async function deliveryToSend(db: Database, id: string): Promise<DeliveryToSend | undefined> {
  const [row] = await db
    .select({
      delivery: webhookDeliveries,
      lead: leads,
      vehicle: {
        id: vehicles.id,
        make: vehicles.make,
        model: vehicles.model,
        price: vehicles.price,
        dealerCode: vehicles.dealerCode,
      },
    })
    .from(webhookDeliveries)
    .innerJoin(leads, eq(leads.id, webhookDeliveries.subjectId))
    .leftJoin(vehicles, eq(vehicles.id, leads.vehicleId))
    .where(eq(webhookDeliveries.id, id));
  if (!row) return undefined;
  let dealerWebhook: DeliveryToSend["dealerWebhook"];
  if (row.delivery.endpoint !== MAIN_ENDPOINT) {
    const [dealer] = await db.select().from(dealers).where(eq(dealers.dealerCode, row.delivery.endpoint));
    if (dealer?.webhookUrl && dealer.webhookSecret)
      dealerWebhook = { url: dealer.webhookUrl, secret: dealer.webhookSecret };
  }
  const { lead } = row;
  return {
    id: row.delivery.id,
    webhookId: row.delivery.webhookId,
    endpoint: row.delivery.endpoint,
    status: row.delivery.status as DeliveryStatus,
    createdAt: row.delivery.createdAt,
    dealerWebhook,
    lead: {
      id: lead.id,
      reference: lead.reference,
      createdAt: lead.createdAt,
      firstName: lead.firstName,
      surname: lead.surname,
      cellphone: lead.cellphone,
      email: lead.email,
      idNumber: lead.idNumber,
      product: lead.product,
      sourcePath: lead.sourcePath,
      preferredTime: lead.preferredTime,
      calculation: (lead.calculation ?? null) as CalculationSummary | null,
      marketingOptIn: lead.marketingOptIn,
      consentTextVersion: lead.consentTextVersion,
      consentedAt: lead.consentedAt,
      preCheckConsent:
        lead.preCheckConsentTextVersion && lead.preCheckConsentedAt
          ? { textVersion: lead.preCheckConsentTextVersion, givenAt: lead.preCheckConsentedAt }
          : null,
      campaign: (lead.campaign ?? null) as Campaign | null,
      vehicle: row.vehicle,
    },
  };
}

/** Records one attempt and the delivery's new state. */
export async function recordAttempt(
  db: Database,
  attempt: {
    readonly deliveryId: string;
    readonly attemptedAt: Date;
    readonly statusCode: number | null;
    readonly durationMs: number;
    readonly outcome: AttemptOutcome;
    readonly status: DeliveryStatus;
  },
): Promise<void> {
  await db.insert(webhookDeliveryAttempts).values({
    deliveryId: attempt.deliveryId,
    attemptedAt: attempt.attemptedAt,
    statusCode: attempt.statusCode,
    durationMs: attempt.durationMs,
    outcome: attempt.outcome,
  });
  await db
    .update(webhookDeliveries)
    .set({
      status: attempt.status,
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastStatusCode: attempt.statusCode,
      lastOutcome: attempt.outcome,
      lastAttemptAt: attempt.attemptedAt,
      deliveredAt: attempt.status === "delivered" ? attempt.attemptedAt : null,
    })
    .where(eq(webhookDeliveries.id, attempt.deliveryId));
}

const summaryColumns = {
  webhookId: webhookDeliveries.webhookId,
  eventType: webhookDeliveries.eventType,
  subjectId: sql<string>`coalesce(${webhookDeliveries.subjectId}, ${webhookDeliveries.applicationId})`,
  endpoint: webhookDeliveries.endpoint,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  lastStatusCode: webhookDeliveries.lastStatusCode,
  lastOutcome: webhookDeliveries.lastOutcome,
  lastAttemptAt: webhookDeliveries.lastAttemptAt,
  createdAt: webhookDeliveries.createdAt,
  deliveredAt: webhookDeliveries.deliveredAt,
};

/** Deliveries, newest first, of one status or all; at most `limit`. */
export async function listDeliveries(
  db: Database,
  status: DeliveryStatus | undefined,
  limit: number,
): Promise<DeliverySummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(webhookDeliveries)
    .where(status ? eq(webhookDeliveries.status, status) : undefined)
    .orderBy(desc(webhookDeliveries.createdAt), asc(webhookDeliveries.webhookId))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    status: row.status as DeliveryStatus,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  }));
}

/**
 * Marks deliveries pending again (those not pending already) and answers their ids; the caller queues
 * their jobs in the same transaction.
 */
export async function markForRedelivery(
  db: Database,
  which: { readonly webhookIds: readonly string[] } | { readonly status: "failed" | "delivered" },
): Promise<string[]> {
  const rows = await db
    .update(webhookDeliveries)
    .set({ status: "pending", pendingSince: sql`now()` })
    .where(
      "webhookIds" in which
        ? and(inArray(webhookDeliveries.webhookId, [...which.webhookIds]), ne(webhookDeliveries.status, "pending"))
        : eq(webhookDeliveries.status, which.status),
    )
    .returning({ id: webhookDeliveries.id });
  return rows.map((row) => row.id);
}

export interface DeliveryStats {
  readonly pending: number;
  readonly failed: number;
  readonly delivered: number;
  /** Seconds the oldest pending delivery has waited; 0 when none waits. */
  readonly oldestPendingSeconds: number;
}

export async function deliveryStats(db: Database): Promise<DeliveryStats> {
  const [counts] = await queryRows<{ pending: number; failed: number; delivered: number; oldest: number | null }>(
    db,
    sql`SELECT
          count(*) FILTER (WHERE status = 'pending')::int AS pending,
          count(*) FILTER (WHERE status = 'failed')::int AS failed,
          count(*) FILTER (WHERE status = 'delivered')::int AS delivered,
          extract(epoch FROM now() - min(pending_since) FILTER (WHERE status = 'pending'))::float8 AS oldest
        FROM webhook_deliveries`,
  );
  return {
    pending: counts?.pending ?? 0,
    failed: counts?.failed ?? 0,
    delivered: counts?.delivered ?? 0,
    oldestPendingSeconds: Math.max(0, counts?.oldest ?? 0),
  };
}

/** Seconds the oldest pending delivery has waited (cheap: the status index), 0 when none waits. */
export async function oldestPendingSeconds(db: Database): Promise<number> {
  const [row] = await queryRows<{ oldest: number | null }>(
    db,
    sql`SELECT extract(epoch FROM now() - min(pending_since))::float8 AS oldest
        FROM webhook_deliveries WHERE status = 'pending'`,
  );
  return Math.max(0, row?.oldest ?? 0);
}

/** Sets (or, with null, removes) a dealer's webhook; creates the dealer's row when missing. */
export async function saveDealerWebhook(
  db: Database,
  dealerCode: string,
  webhook: { readonly url: string; readonly secret: string } | null,
): Promise<void> {
  const values = { webhookUrl: webhook?.url ?? null, webhookSecret: webhook?.secret ?? null, updatedAt: new Date() };
  await db
    .insert(dealers)
    .values({ dealerCode, ...values })
    .onConflictDoUpdate({ target: dealers.dealerCode, set: values });
}

/** Whether any listing names this dealer code. */
export async function dealerHasListings(db: Database, dealerCode: string): Promise<boolean> {
  const [row] = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.dealerCode, dealerCode)).limit(1);
  return row !== undefined;
}
