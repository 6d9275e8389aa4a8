import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { createApplicationService } from "./applications/service";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { DataDirError } from "./db/data-dir";
import { pingDatabase, runMigrations } from "./db/migrate";
import { loadDeliveryConfig } from "./deliveries/config";
import { DeliveryService } from "./deliveries/service";
import { createMetrics } from "./metrics";
import { createLogger } from "./logger";
import { createSiteStores } from "./site-stores";

/** How often a server deletes stale application drafts. */
const DRAFT_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Longest wait for in-flight requests after SIGTERM/SIGINT before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/** How often Node looks for requests past their time limits (its default, 30 s, lets a slow one run long past its limit). */
const TIMEOUT_CHECK_INTERVAL_MS = 1000;

// This file is bundled to build/app-server/main.js; React Router's build sits beside it.
const buildDir = fileURLToPath(new URL("..", import.meta.url));

export interface StartOptions {
  /**
   * Called once the pages are rendered into the cache, after its log line, with the address the site is
   * served at: `npm start` (scripts/start.mjs) ends its output with it.
   */
  readonly onReady?: (url: string) => void;
}

async function main(options: StartOptions): Promise<void> {
  const config = loadConfig();
  const deliveryConfig = loadDeliveryConfig();
  // Started by `npm start` (a person reading along): each log line is written before the next line of code
  // runs, so that the ready line comes after them all. Otherwise lines go out without blocking requests.
  const logger = createLogger(config, options.onReady ? pino.destination({ dest: 1, sync: true }) : undefined);
  const build = (await import(pathToFileURL(`${buildDir}/server/index.js`).href)) as ServerBuild;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onLockLost: (error) => {
      // Another process took the data folder over: writing on could corrupt it.
      logger.fatal({ err: error, dataDir: config.dataDir }, "lost the lock on the data folder; stopping at once");
      process.exit(1);
    },
  });
  logger.info({ driver: database.driver }, "database open");
  await runMigrations(database);
  const metrics = createMetrics({
    deliveryStats: () => deliveries.stats(),
    databaseUp: () => pingDatabase(database).then(() => true),
  });
  const deliveries = await DeliveryService.open({
    database,
    config: deliveryConfig,
    logger,
    observer: metrics.deliveries,
    publicUrl: config.publicUrl,
  });
  const stores = await createSiteStores(database, config, logger, deliveries);
  const seeded = await stores.siteDefinitions.seed();
  if (seeded.length > 0) logger.info({ seeded }, "published the brand's seed definitions as version 1");
  const resanitized = await stores.siteDefinitions.resanitizeOnce();
  if (resanitized > 0)
    logger.info({ versions: resanitized }, "stored footer markup sanitized again under today's rules");
  const site = await createApp({
    config,
    logger,
    build,
    clientDir: `${buildDir}/client`,
    stores,
    healthChecks: { database: () => pingDatabase(database).then(() => ({ ok: true })) },
    deliveries,
    metrics,
    metricsToken: deliveryConfig.metricsToken,
    originationCallbackSecret: deliveryConfig.originationCallbackSecret,
    originationApiToken: deliveryConfig.originationApiToken,
  });

  const { http } = config;
  const server = serve(
    {
      fetch: site.app.fetch,
      port: config.port,
      hostname: config.host,
      // Limits on slow clients, for a server that may face the internet directly (README, Configuration):
      // the head within headersTimeout, the whole request within requestTimeout, or 408 and closed.
      serverOptions: {
        headersTimeout: http.headersTimeoutMs,
        requestTimeout: http.requestTimeoutMs,
        keepAliveTimeout: http.keepAliveTimeoutMs,
        connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_INTERVAL_MS, http.headersTimeoutMs),
      },
    },
    (info: AddressInfo) => {
      const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
      logger.info({ port: info.port, host: config.host }, `Umoya Finance is serving http://${shownHost}:${info.port}`);
      // The pages are rendered into the cache in the background; a request meanwhile renders what it needs.
      // Pending deliveries (from before a restart too) go out from now on.
      void deliveries.startWorker().catch((error: unknown) => logger.error({ err: error }, "webhook worker failed"));
      // Drafts untouched for 30 days are deleted now and every hour (each copy may do it; deleting twice is harmless).
      const applications = createApplicationService({ store: stores.applications, logger });
      const purgeDrafts = () =>
        void applications
          .purgeStaleDrafts()
          .catch((error: unknown) => logger.warn({ err: error }, "stale application drafts not purged; will retry"));
      purgeDrafts();
      setInterval(purgeDrafts, DRAFT_PURGE_INTERVAL_MS).unref();
      if (!config.renderCacheWarmUp) {
        logger.info("page warm-up skipped (RENDER_CACHE_WARM_UP=false): each page is rendered when first asked for");
        options.onReady?.(`http://${shownHost}:${info.port}`);
        return;
      }
      const started = performance.now();
      void site.warm().then((held) => {
        logger.info({ ms: Math.round(performance.now() - started), ...held }, "pages rendered");
        options.onReady?.(`http://${shownHost}:${info.port}`);
      });
    },
  );
  if ("keepAliveTimeout" in server) server.keepAliveTimeout = http.keepAliveTimeoutMs;

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: no new connections, finishing requests in flight");
    const force = setTimeout(() => {
      logger.warn("requests still open after the grace period; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Keep-alive connections become idle as their last response ends; close each as soon as it does.
    const closeIdle = () => {
      if ("closeIdleConnections" in server) server.closeIdleConnections();
    };
    const sweeper = setInterval(closeIdle, 50);
    server.close(() => {
      clearInterval(sweeper);
      // Attempts in flight finish (or are retried after a restart); then the database closes.
      deliveries
        .stop()
        .then(() => database.close())
        .then(
          () => {
            logger.info("stopped");
            process.exit(0);
          },
          (error: unknown) => {
            logger.error({ err: error }, "the database did not close cleanly");
            process.exit(1);
          },
        );
    });
    closeIdle();
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

/** Starts the server; a configuration it cannot start with is said in one line, and the process exits 1. */
export function start(options: StartOptions = {}): void {
  main(options).catch((error: unknown) => {
    if (error instanceof ConfigError || error instanceof DataDirError) {
      console.error(error.message);
    } else {
      console.error("The server could not start:", error);
    }
    process.exit(1);
  });
}

// Run as a program (`node build/app-server/main.js`); `npm start` imports it and calls `start` itself.
if (process.argv[1] !== undefined && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) start();
