import { databaseResumeLinkStore, type ResumeLinkStore } from "./applications/resume-link-store";
import { databaseApplicationStore, type ApplicationOutbox, type ApplicationStore } from "./applications/store";
import { databaseBlogStore, type BlogStore } from "./blog/store";
import type { ServerConfig } from "./config";
import type { DatabaseHandle } from "./db/client";
import type { HealthCheck } from "./health-checks";
import { databaseLeadStore, type LeadOutbox, type LeadStore } from "./leads/store";
import type { Logger } from "./logger";
import { csrfSecretSource } from "./security/csrf-secret";
import { databaseRateLimitStore } from "./security/database-rate-limit-store";
import type { RateLimitStore } from "./security/rate-limit";
import { redisRateLimits } from "./security/redis-rate-limit-store";
import { SiteDefinitionsStore } from "./site-definitions/store";
import { databaseVehicleStore, type VehicleStore } from "./vehicles/store";

/** Where the site keeps what it stores: the server's database, and Redis for rate limits when configured. */
export interface SiteStores {
  readonly siteDefinitions: SiteDefinitionsStore;
  readonly leads: LeadStore;
  readonly applications: ApplicationStore;
  /** The applications' one-time "save and continue later" links. */
  readonly resumeLinks: ResumeLinkStore;
  readonly blog: BlogStore;
  readonly vehicles: VehicleStore;
  readonly rateLimits: RateLimitStore;
  readonly csrfSecret: () => Promise<Uint8Array>;
  /** Dependencies the site can do without for a while (Redis): /healthz reports them, but stays 200. */
  readonly optionalHealthChecks: Readonly<Record<string, HealthCheck>>;
}

/**
 * The stores on the server's database (and Redis for rate limits when REDIS_URL is set, with the
 * database's counters standing in while Redis is out of reach).
 */
export async function createSiteStores(
  database: DatabaseHandle,
  config: ServerConfig,
  logger: Logger,
  outbox?: LeadOutbox & ApplicationOutbox,
): Promise<SiteStores> {
  const csrfSecret = csrfSecretSource(database.db, config.csrfSecret);
  // Read once now, so that no request ever waits on it (or fails for it while the database is away).
  await csrfSecret();
  const databaseCounters = databaseRateLimitStore(database.db);
  const redis = config.redisUrl ? redisRateLimits(config.redisUrl, databaseCounters, logger) : undefined;
  return {
    siteDefinitions: new SiteDefinitionsStore(database.db),
    leads: databaseLeadStore(database.db, database.transaction, outbox),
    applications: databaseApplicationStore(database.db, database.transaction, outbox),
    resumeLinks: databaseResumeLinkStore(database.db, database.transaction),
    blog: databaseBlogStore(database.db),
    vehicles: databaseVehicleStore(database.db),
    rateLimits: redis?.store ?? databaseCounters,
    csrfSecret,
    optionalHealthChecks: redis ? { redis: redis.health } : {},
  };
}
