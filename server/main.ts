import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp, siteRequestHooks } from "./app";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { serveApp } from "./http/serve-app";
import { pingDatabase, runMigrations } from "./db/migrate";
import { createLogger } from "./logger";
import { SiteDefinitionsRepository } from "./site-definitions/repository";

/** Longest wait for in-flight requests after SIGTERM/SIGINT before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

// This file is bundled to build/app-server/main.js; React Router's build sits beside it.
const buildDir = fileURLToPath(new URL("..", import.meta.url));

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config);
  const build = (await import(pathToFileURL(`${buildDir}/server/index.js`).href)) as ServerBuild;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  logger.info({ driver: database.driver }, "database open");
  await runMigrations(database);
  const siteDefinitions = new SiteDefinitionsRepository(database.db);
  const seeded = await siteDefinitions.seed();
  if (seeded.length > 0) logger.info({ seeded }, "published the brand's seed definitions as version 1");
  const app = await createApp({
    config,
    logger,
    build,
    clientDir: `${buildDir}/client`,
    database,
    siteDefinitions,
    healthChecks: { database: () => pingDatabase(database).then(() => ({ ok: true })) },
  });

  const server = serveApp(
    app,
    { port: config.port, hostname: config.host, hooks: siteRequestHooks(config, logger) },
    (info) => {
      const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
      logger.info({ port: info.port, host: config.host }, `Umoya Finance is serving http://${shownHost}:${info.port}`);
    },
  );

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
      database.close().then(
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

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error("The server could not start:", error);
  }
  process.exit(1);
});
