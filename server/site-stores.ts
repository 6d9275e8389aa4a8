import type { SiteStores } from "./app";
import { databaseBlogStore, seedBlogOnce } from "./blog/blog-store";
import type { ServerConfig } from "./config";
import type { DatabaseHandle } from "./db/client";
import { databaseLeadStore } from "./leads/lead-store";
import type { Logger } from "./logger";
import { csrfSecretSource } from "./security/csrf-secret";
import { databaseRateLimitStore } from "./security/database-rate-limit-store";
import { redisRateLimitStore } from "./security/redis-rate-limit-store";

/** The stores of issue 7 on the server's database (and Redis for rate limits when REDIS_URL is set). */
export async function createSiteStores(
  database: DatabaseHandle,
  config: ServerConfig,
  logger: Logger,
): Promise<SiteStores> {
  if (await seedBlogOnce(database.db)) logger.info("blog seeded with its first articles");
  return {
    leads: databaseLeadStore(database.db),
    blog: databaseBlogStore(database.db),
    rateLimits: config.redisUrl
      ? await redisRateLimitStore(config.redisUrl, logger)
      : databaseRateLimitStore(database.db),
    csrfSecret: csrfSecretSource(database.db, config.csrfSecret),
  };
}
