import { randomUUID } from "node:crypto";
import type PgBoss from "pg-boss";
import type { Database, DatabaseHandle } from "../db/client";
import type { ApplicationEventType, ApplicationOutbox } from "../applications/store";
import type { LeadOutbox } from "../leads/store";
import type { Logger } from "../logger";
import type { DeliveryConfig } from "./config";
import { applicationEventBody, dealersCopy, LEAD_CREATED, leadCreatedBody } from "./event";
import { startJobQueue, transactionExecutor } from "./job-queue";
import { retryDelaySeconds, sendWebhook, type SendResult } from "./sender";
import {
  applicationDeliveryToSend,
  dealerOfVehicle,
  deliveryStats,
  deliveryToSend,
  insertDelivery,
  listDeliveries,
  MAIN_ENDPOINT,
  markForRedelivery,
  ORIGINATION_ENDPOINT,
  oldestPendingSeconds,
  recordAttempt,
  saveDealerWebhook,
  type AttemptOutcome,
  type DeliveryStats,
  type DeliveryStatus,
  type DeliverySummary,
} from "./store";

/** pg-boss's queue of delivery attempts: one job per attempt, carrying ids only (never the lead). */
export const DELIVERY_QUEUE = "webhook-delivery";

interface DeliveryJob {
  readonly deliveryId: string;
  /** 0 for the first attempt (or a redelivery), n for the n-th retry of the schedule. */
  readonly retry: number;
}

/** Deliveries one copy of the server sends at once. */
const BATCH_SIZE = 10;

/** pg-boss's own retries, for an attempt that never got recorded (the process died, the database was away). */
const CRASH_RETRY_LIMIT = 20;
const CRASH_RETRY_DELAY_SECONDS = 2;

const ERROR_LOG_INTERVAL_MS = 30_000;

/** How often an idle worker looks for due attempts (a stored lead wakes it at once). */
const POLL_INTERVAL_MS = 1000;

export interface DeliveryObserver {
  attempt(outcome: AttemptOutcome, durationMs: number): void;
}

/**
 * The outbox and its worker: a lead's deliveries (the CRM's, and the dealer's for a car enquiry) are
 * written with their first pg-boss job in the lead's own transaction; the worker sends each, signed,
 * and records every attempt. A failed attempt queues the next one after the retry schedule's delay, in
 * the same transaction that records it and completes the job, so a delivery is never lost between two
 * attempts; an attempt cut short by a crash is retried by pg-boss once its job expires. Copies of the
 * server on one PostgreSQL share the queue (pg-boss hands each job to one worker).
 */
export class DeliveryService implements LeadOutbox, ApplicationOutbox {
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  /** A lead was stored since the worker last looked: look again before sleeping. */
  private notified = false;
  private stopped = false;

  private constructor(
    private readonly db: Database,
    private readonly boss: PgBoss | undefined,
    private readonly config: DeliveryConfig,
    private readonly logger: Logger,
    private readonly observer: DeliveryObserver | undefined,
    private readonly queueError: (error: unknown) => void,
    /** The site's public origin (PUBLIC_URL), for the addresses of documents in application events. */
    private readonly publicUrl: string | undefined = undefined,
  ) {}

  /**
   * Opens the job queue when LEAD_WEBHOOK_URL is set (otherwise leads are only stored, and that is said
   * once in the log). Call `startWorker()` once the server is ready to send.
   */
  static async open(deps: {
    readonly database: DatabaseHandle;
    readonly config: DeliveryConfig;
    readonly logger: Logger;
    readonly observer?: DeliveryObserver;
    readonly publicUrl?: string | undefined;
  }): Promise<DeliveryService> {
    const { config, logger } = deps;
    if (!config.main && !config.origination) {
      logger.info(
        "LEAD_WEBHOOK_URL and ORIGINATION_WEBHOOK_URL are not set: leads and applications are stored only; no webhook deliveries are queued",
      );
      return new DeliveryService(deps.database.db, undefined, config, logger, deps.observer, queueErrorLog(logger));
    }
    const queueError = queueErrorLog(logger);
    const boss = await startJobQueue(deps.database, {
      maintenanceIntervalSeconds: Math.min(60, expireInSeconds(config)),
      onError: queueError,
    });
    await boss.createQueue(DELIVERY_QUEUE);
    logger.info(
      {
        retryDelaysSeconds: config.retryDelaysSeconds,
        timeoutMs: config.timeoutMs,
        leads: config.main !== undefined,
        applications: config.origination !== undefined,
      },
      "webhook deliveries are on",
    );
    return new DeliveryService(deps.database.db, boss, config, logger, deps.observer, queueError, deps.publicUrl);
  }

  get enabled(): boolean {
    return this.boss !== undefined;
  }

  private jobOptions(db: Database, startAfterSeconds?: number): PgBoss.SendOptions {
    return {
      db: transactionExecutor(db),
      retryLimit: CRASH_RETRY_LIMIT,
      retryDelay: CRASH_RETRY_DELAY_SECONDS,
      retryBackoff: true,
      expireInSeconds: expireInSeconds(this.config),
      // A point in time rather than seconds: pg-boss's statement reads an ISO time ending in Z as such.
      ...(startAfterSeconds === undefined ? {} : { startAfter: new Date(Date.now() + startAfterSeconds * 1000) }),
    };
  }

  async enqueueLeadCreated(tx: Database, lead: { readonly id: string; readonly vehicleId: number | null }) {
    const boss = this.boss;
    if (!boss) return;
    // The CRM's copy only when the CRM has an address (deliveries may be on for applications alone).
    const endpoints = this.config.main ? [MAIN_ENDPOINT] : [];
    if (lead.vehicleId !== null) {
      const dealer = await dealerOfVehicle(tx, lead.vehicleId);
      if (dealer?.hasWebhook) endpoints.push(dealer.dealerCode);
    }
    for (const endpoint of endpoints) {
      const id = randomUUID();
      await insertDelivery(tx, {
        id,
        webhookId: `msg_${randomUUID().replaceAll("-", "")}`,
        eventType: LEAD_CREATED,
        subjectId: lead.id,
        endpoint,
      });
      await boss.send(DELIVERY_QUEUE, { deliveryId: id, retry: 0 } satisfies DeliveryJob, this.jobOptions(tx));
    }
  }

  /** Queues an application's event to the origination system, in the transaction that changed the application. */
  async enqueueApplicationEvent(
    tx: Database,
    event: { readonly type: ApplicationEventType; readonly applicationId: string; readonly documentId?: string },
  ): Promise<void> {
    const boss = this.boss;
    if (!boss || !this.config.origination) return;
    const id = randomUUID();
    await insertDelivery(tx, {
      id,
      webhookId: `msg_${randomUUID().replaceAll("-", "")}`,
      eventType: event.type,
      applicationId: event.applicationId,
      documentId: event.documentId,
      endpoint: ORIGINATION_ENDPOINT,
    });
    await boss.send(DELIVERY_QUEUE, { deliveryId: id, retry: 0 } satisfies DeliveryJob, this.jobOptions(tx));
  }

  committed(): void {
    this.notified = true;
    this.wake?.();
  }

  /**
   * Starts sending: this copy's worker fetches due attempts (pg-boss `fetch`, SKIP LOCKED: each goes to
   * one copy), sends them side by side, and looks again at once when a lead has just been stored, else
   * every second. Its own loop rather than pg-boss's `work()`, whose automatic completion after the
   * handler is not awaited and, with the database away, ends the process with an unhandled rejection.
   */
  async startWorker(): Promise<void> {
    const boss = this.boss;
    if (!boss || this.loop) return;
    this.loop = this.run(boss);
  }

  private async run(boss: PgBoss): Promise<void> {
    while (!this.stopped) {
      this.notified = false;
      let jobs: PgBoss.Job<DeliveryJob>[] = [];
      try {
        jobs = await boss.fetch<DeliveryJob>(DELIVERY_QUEUE, { batchSize: BATCH_SIZE });
      } catch (error) {
        this.queueError(error);
      }
      await Promise.all((jobs ?? []).map((job) => this.attemptOrRetry(boss, job)));
      // A full batch: more may be due now.
      if (this.stopped || this.notified || jobs?.length === BATCH_SIZE) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, POLL_INTERVAL_MS);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
    }
  }

  private async attemptOrRetry(boss: PgBoss, job: PgBoss.Job<DeliveryJob>): Promise<void> {
    try {
      await this.attempt(boss, job);
    } catch (error) {
      // The attempt was not recorded (the database is away, say): pg-boss retries the job.
      this.queueError(error);
      await boss.fail(DELIVERY_QUEUE, job.id, { error: "not recorded" }).catch(() => undefined);
    }
  }

  private async attempt(boss: PgBoss, job: PgBoss.Job<DeliveryJob>): Promise<void> {
    const { deliveryId, retry } = job.data;
    const message = await this.messageOf(deliveryId);
    // Purged with its lead or application, or settled already (a job repeated after a crash): nothing to send.
    if (!message || message.status !== "pending") {
      await boss.complete(DELIVERY_QUEUE, job.id, { outcome: "nothing to send" });
      return;
    }
    const { delivery, target } = message;
    const attemptedAt = new Date();
    const result: SendResult = target
      ? await sendWebhook({
          url: target.url,
          secret: target.secret,
          webhookId: delivery.webhookId,
          body: message.body(),
          timeoutMs: this.config.timeoutMs,
        })
      : { outcome: "no_endpoint", statusCode: null, durationMs: 0 };
    const retryable =
      result.outcome === "http_error" || result.outcome === "timeout" || result.outcome === "unreachable";
    const delay = retryable ? retryDelaySeconds(this.config.retryDelaysSeconds, retry) : undefined;
    const status: DeliveryStatus =
      result.outcome === "delivered" ? "delivered" : delay === undefined ? "failed" : "pending";
    await this.db.transaction(async (tx) => {
      await recordAttempt(tx, { deliveryId, attemptedAt, ...result, status });
      if (delay !== undefined)
        await boss.send(
          DELIVERY_QUEUE,
          { deliveryId, retry: retry + 1 } satisfies DeliveryJob,
          this.jobOptions(tx, delay),
        );
      await boss.complete(DELIVERY_QUEUE, job.id, { outcome: result.outcome }, { db: transactionExecutor(tx) });
    });
    this.observer?.attempt(result.outcome, result.durationMs);
    // Ids, endpoint name and figures only: never the body or the receiver's address (it may hold a token).
    const entry = {
      webhookId: delivery.webhookId,
      endpoint: delivery.endpoint,
      outcome: result.outcome,
      statusCode: result.statusCode,
      durationMs: result.durationMs,
      attempt: retry + 1,
      ...(delay === undefined ? {} : { nextAttemptInSeconds: delay }),
    };
    if (status === "failed")
      this.logger.warn(entry, "webhook delivery failed; no more retries (redeliver to try again)");
    else this.logger.info(entry, status === "delivered" ? "webhook delivered" : "webhook attempt failed; will retry");
  }

  /** A delivery (a lead's or an application's), where it goes, and its body built now from what is stored. */
  private async messageOf(deliveryId: string): Promise<
    | {
        readonly status: DeliveryStatus;
        readonly delivery: { readonly webhookId: string; readonly endpoint: string };
        readonly target: { readonly url: string; readonly secret: string } | undefined;
        readonly body: () => string;
      }
    | undefined
  > {
    const lead = await deliveryToSend(this.db, deliveryId);
    if (lead)
      return {
        status: lead.status,
        delivery: lead,
        target: lead.endpoint === MAIN_ENDPOINT ? this.config.main : lead.dealerWebhook,
        body: () =>
          leadCreatedBody(lead.endpoint === MAIN_ENDPOINT ? lead.lead : dealersCopy(lead.lead), lead.createdAt),
      };
    const application = await applicationDeliveryToSend(this.db, deliveryId);
    if (application)
      return {
        status: application.status,
        delivery: application,
        target: this.config.origination,
        body: () =>
          applicationEventBody(application.eventType, application.application, application.createdAt, this.publicUrl),
      };
    return undefined;
  }

  list(status: DeliveryStatus | undefined, limit = 500): Promise<DeliverySummary[]> {
    return listDeliveries(this.db, status, limit);
  }

  /**
   * Queues deliveries again from the first attempt of the schedule (those pending already are left as
   * they are); answers how many. Without LEAD_WEBHOOK_URL nothing can be sent, so nothing is queued.
   */
  async redeliver(
    which: { readonly webhookIds: readonly string[] } | { readonly status: "failed" | "delivered" },
  ): Promise<number> {
    const boss = this.boss;
    if (!boss) return 0;
    const ids = await this.db.transaction(async (tx) => {
      const marked = await markForRedelivery(tx, which);
      for (const deliveryId of marked)
        await boss.send(DELIVERY_QUEUE, { deliveryId, retry: 0 } satisfies DeliveryJob, this.jobOptions(tx));
      return marked;
    });
    this.committed();
    if (ids.length > 0) this.logger.info({ requeued: ids.length }, "webhook deliveries queued again");
    return ids.length;
  }

  /** Sets or (with null) removes a dealer's webhook; the dealer's next car enquiries go there. */
  setDealerWebhook(
    dealerCode: string,
    webhook: { readonly url: string; readonly secret: string } | null,
  ): Promise<void> {
    return saveDealerWebhook(this.db, dealerCode, webhook);
  }

  stats(): Promise<DeliveryStats> {
    return deliveryStats(this.db);
  }

  /** For /healthz: degraded (not failing the server) once a delivery has waited longer than WEBHOOK_STALE_AFTER. */
  async isFresh(): Promise<boolean> {
    return (await oldestPendingSeconds(this.db)) <= this.config.staleAfterSeconds;
  }

  /** Stops fetching and waits briefly for attempts in flight; what is cut short is retried after expiry. */
  async stop(): Promise<void> {
    if (this.stopped || !this.boss) return;
    this.stopped = true;
    this.wake?.();
    // Attempts in flight end within the receiver's time limit; the shutdown's own grace period bounds this.
    await this.loop;
    await this.boss.stop({ graceful: true, wait: true, timeout: 5000 }).catch(() => undefined);
  }
}

/**
 * How long an attempt's job may stay active before pg-boss counts it as failed (its worker died) and
 * retries it: well past the receiver's time limit.
 */
function expireInSeconds(config: DeliveryConfig): number {
  return Math.ceil(config.timeoutMs / 1000) * 2 + 5;
}

/** While the database is away every poll fails: one line per half minute says so. */
function queueErrorLog(logger: Logger): (error: unknown) => void {
  let lastLogged = 0;
  return (error) => {
    if (Date.now() - lastLogged < ERROR_LOG_INTERVAL_MS) return;
    lastLogged = Date.now();
    // By type and code only: the queue's errors can quote the SQL and its values.
    logger.warn({ err: error }, "webhook queue error; retrying (repeats within 30 s are not logged)");
  };
}
