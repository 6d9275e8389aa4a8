import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { blogRoutes, type BlogStore } from "./api/blog";
import { createLeadCapture, leadRoutes, type LeadStore } from "./api/leads";
import { logRoutes } from "./api/logs";
import { clientAddress } from "./http/client-address";
import { createSiteStores } from "./site-stores";
import { csrfProtection, type CsrfVariables } from "./security/csrf";
import { RATE_LIMITS, rateLimit, type RateLimitRule, type RateLimitStore } from "./security/rate-limit";
import type { ServerBuild } from "react-router";
import { healthRoutes, type HealthCheck } from "./api/health";
import { siteDefinitionsRoutes } from "./api/site-definitions";
import type { ServerConfig } from "./config";
import type { DatabaseHandle } from "./db/client";
import { compressResponses } from "./http/compress";
import { jsonError } from "./http/json-errors";
import { redactPath } from "./http/redact-path";
import { isSecureRequest, requestOrigin } from "./http/request-origin";
import { requestLog } from "./http/request-log";
import type { Logger } from "./logger";
import type { SiteDefinitionsRepository } from "./site-definitions/repository";
import { shellDefinitionsSource } from "./site-definitions/shell-definitions";
import { securityHeaders } from "./security/security-headers";
import { pageRenderer } from "./web/page-renderer";
import { prerenderedPages } from "./web/prerendered-pages";
import { indexStaticFiles, serveStaticFiles } from "./web/static-files";

export interface AppDependencies {
  readonly config: ServerConfig;
  readonly logger: Logger;
  /** React Router's server build (build/server/index.js). */
  readonly build: ServerBuild;
  /** Folder of the client build: hashed assets, public files, prerendered pages. */
  readonly clientDir: string;
  readonly healthChecks?: Readonly<Record<string, HealthCheck>>;
  /** The open, migrated database (server/db). */
  readonly database: DatabaseHandle;
  /** The navigation service's definitions (header, footer, cash-power parameters). */
  readonly siteDefinitions: SiteDefinitionsRepository;
  /** Stores of leads, blog posts, rate-limit counters and the CSRF secret; by default in `database` (server/site-stores.ts). */
  readonly stores?: SiteStores;
}

export interface SiteStores {
  readonly leads: LeadStore;
  readonly blog: BlogStore;
  readonly rateLimits: RateLimitStore;
  readonly csrfSecret: () => Promise<Uint8Array>;
}

/** Any request body larger than this is refused before anything reads it; each API has a lower limit of its own. */
const MAX_BODY_BYTES = 64 * 1024;

/** Page forms that post without JavaScript and check the CSRF token in their action (see csrf.ts). */
const FORM_ACTION_PATHS = new Set(["/call-me-back"]);

/** APIs whose writes all need the admin bearer token (blog, navigation service). */
const ADMIN_API = /^\/(blog\/api|wol-ms-header-footer)(\/|$)/;

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** A middleware that runs only for requests that change something. */
const forWrites =
  (middleware: MiddlewareHandler): MiddlewareHandler =>
  (c, next) =>
    WRITE_METHODS.has(c.req.method) ? middleware(c, next) : next();

/** The whole site as one Hono app: API, static files, prerendered pages and server rendering. */
export async function createApp(deps: AppDependencies): Promise<Hono<{ Variables: CsrfVariables }>> {
  const { config, logger } = deps;
  const originSettings = { publicUrl: config.publicUrl, trustProxy: config.trustProxy };
  const originOf = (c: Context) => requestOrigin(c, originSettings);
  const upgradeInsecure = (c: Context) => isSecureRequest(c, originSettings);

  const stores = deps.stores ?? (await createSiteStores(deps.database, config, logger));
  const app = new Hono<{ Variables: CsrfVariables }>();
  const limit = (rule: RateLimitRule) =>
    forWrites(
      rateLimit(rule, {
        store: stores.rateLimits,
        clientAddress: (c) => clientAddress(c, config.trustProxy),
        onStoreError: (error) => logger.error({ err: error, bucket: rule.bucket }, "rate-limit store failed; request let through"),
      }),
    );
  app.use(requestLog(logger));
  app.use(securityHeaders(originSettings));
  // Ahead of the per-request compression: it answers bodies compressed once per published version. Its
  // writes all need the admin bearer token (no CSRF check needed) and are counted here.
  app.use("/wol-ms-header-footer/*", limit(RATE_LIMITS.adminWrites));
  app.route("/wol-ms-header-footer", siteDefinitionsRoutes({ repository: deps.siteDefinitions, adminToken: config.adminToken, logger }));
  app.use(compressResponses());

  app.route("/healthz", healthRoutes(deps.healthChecks ?? {}));

  app.use(serveStaticFiles(await indexStaticFiles(deps.clientDir)));

  // Everything below can change state or hands out the CSRF cookies: bound the body, then check the token.
  app.use(
    forWrites((c, next) =>
      // The admin APIs bound their own (larger) bodies, and nothing reads those before them.
      ADMIN_API.test(c.req.path)
        ? next()
        : bodyLimit({
            maxSize: MAX_BODY_BYTES,
            onError: (c) => jsonError(c, 413, "payload_too_large", `The body may be at most ${MAX_BODY_BYTES} bytes.`, { field: "body", limitBytes: MAX_BODY_BYTES }),
          })(c, next),
    ),
  );
  app.use(
    csrfProtection({
      secret: stores.csrfSecret,
      isSecure: upgradeInsecure,
      origin: originOf,
      deferToAction: (c) => FORM_ACTION_PATHS.has(c.req.path),
      bearerOnly: (c) => ADMIN_API.test(c.req.path),
    }),
  );

  app.use("/api/leads", limit(RATE_LIMITS.leads));
  app.use("/call-me-back", limit(RATE_LIMITS.leads));
  app.use("/api/logs", limit(RATE_LIMITS.logs));
  app.use("/blog/api/*", limit(RATE_LIMITS.adminWrites));

  const leadCapture = createLeadCapture({ store: stores.leads, logger });
  app.route("/api/leads", leadRoutes(leadCapture));
  app.route("/api/logs", logRoutes(logger));
  app.route("/blog/api", blogRoutes({ store: stores.blog, adminToken: config.adminToken, logger }));
  // The API never falls through to the pages: an unknown address or method there is a JSON error.
  app.all("/api/*", (c) => jsonError(c, 404, "not_found", "There is no such API endpoint or method.", { field: "path" }));
  app.all("/blog/api/*", (c) => jsonError(c, 404, "not_found", "There is no such API endpoint or method.", { field: "path" }));

  // Prerendered pages carry the seed navigation and footer; once an editor publishes others, those pages
  // are rendered per request with the live ones (README, "Navigation service").
  const shell = shellDefinitionsSource(deps.siteDefinitions, logger);
  const prerendered = await prerenderedPages({ root: deps.clientDir, originOf, upgradeInsecure, isCurrent: () => shell.prerenderIsCurrent() });
  app.use(prerendered.middleware);
  app.all(
    "*",
    pageRenderer({
      build: deps.build,
      mode: config.environment === "development" ? "development" : "production",
      originOf,
      upgradeInsecure,
      loadContext: async (c) => ({
        shellDefinitions: await shell.current(),
        csrfToken: c.get("csrfToken"),
        csrfVerified: c.get("csrfVerified"),
        leadCapture,
        blog: stores.blog,
      }),
    }),
  );

  app.onError((error, c) => {
    logger.error({ err: error, path: redactPath(c.req.path) }, "unhandled error");
    return jsonError(c, 500, "internal", "Something went wrong on our side. Please try again.");
  });
  return app;
}
