import { Hono, type Context, type ErrorHandler } from "hono";
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
import { SITE_DEFINITIONS_PATH, siteDefinitionsService } from "./api/site-definitions";
import type { ServerConfig } from "./config";
import type { DatabaseHandle } from "./db/client";
import { compressResponses } from "./http/compress";
import { jsonError } from "./http/json-errors";
import { WRITE_METHODS } from "./http/methods";
import { redactPath } from "./http/redact-path";
import { isSecureRequest, requestOrigin, type OriginSettings } from "./http/request-origin";
import { requestLog } from "./http/request-log";
import type { FetchApp, RequestHook } from "./http/serve-app";
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

/** The blog's API: its writes all need the admin bearer token (the navigation service, likewise, is an app of its own). */
const BLOG_API = /^\/blog\/api(\/|$)/;

const originSettingsOf = (config: Pick<ServerConfig, "publicUrl" | "trustProxy">): OriginSettings => ({
  publicUrl: config.publicUrl,
  trustProxy: config.trustProxy,
});

/**
 * What every request gets on the Node side before the app sees it (server/http/serve-app.ts): an id and
 * a log line, and the security headers, whichever part of the app answers.
 */
export function siteRequestHooks(
  config: Pick<ServerConfig, "publicUrl" | "trustProxy">,
  logger: Logger,
): RequestHook[] {
  return [requestLog(logger), securityHeaders(originSettingsOf(config))];
}

/** Whether the request URL's path is `prefix` or lies under it. */
function isUnder(url: string, prefix: string): boolean {
  const pathStart = url.indexOf("/", url.indexOf("//") + 2);
  if (pathStart === -1 || !url.startsWith(prefix, pathStart)) return false;
  const next = url.charAt(pathStart + prefix.length);
  return next === "" || next === "/" || next === "?" || next === "#";
}

/**
 * The whole site: the navigation service (an app of its own, handed its paths straight away), and one
 * Hono app for the rest: API, static files, prerendered pages and server rendering.
 */
export async function createApp(deps: AppDependencies): Promise<FetchApp> {
  const { config, logger } = deps;
  const originSettings = originSettingsOf(config);
  const originOf = (c: Context) => requestOrigin(c, originSettings);
  const upgradeInsecure = (c: Context) => isSecureRequest(c, originSettings);

  const stores = deps.stores ?? (await createSiteStores(deps.database, config, logger));
  const app = new Hono<{ Variables: CsrfVariables }>();
  const rateLimitFor = (rule: RateLimitRule) =>
    rateLimit(rule, {
      store: stores.rateLimits,
      clientAddress: (c) => clientAddress(c, config.trustProxy),
      onStoreError: (error) =>
        logger.error({ err: error, bucket: rule.bucket }, "rate-limit store failed; request let through"),
    });
  /** Counts writes to `path` against `rule`; registered for the write methods only, so reads never pass through it. */
  const limitWrites = (path: string, rule: RateLimitRule) => app.on(WRITE_METHODS, path, rateLimitFor(rule));
  const onError: ErrorHandler = (error, c) => {
    logger.error({ err: error, path: redactPath(c.req.path) }, "unhandled error");
    return jsonError(c, 500, "internal", "Something went wrong on our side. Please try again.");
  };
  // The navigation service compresses its bodies once per published version, not per request. Its writes
  // all need the admin bearer token (no CSRF check needed) and are rate-limited.
  const service = siteDefinitionsService({
    repository: deps.siteDefinitions,
    adminToken: config.adminToken,
    logger,
    beforeWrites: rateLimitFor(RATE_LIMITS.adminWrites),
    onError,
  });

  app.use(compressResponses());

  app.route("/healthz", healthRoutes(deps.healthChecks ?? {}));

  app.use(serveStaticFiles(await indexStaticFiles(deps.clientDir)));

  // Everything below can change state or hands out the CSRF cookies: bound the body, then check the token.
  const boundBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) =>
      jsonError(c, 413, "payload_too_large", `The body may be at most ${MAX_BODY_BYTES} bytes.`, {
        field: "body",
        limitBytes: MAX_BODY_BYTES,
      }),
  });
  // The admin APIs bound their own (larger) bodies, and nothing reads those before them.
  app.on(WRITE_METHODS, "*", (c, next) => (BLOG_API.test(c.req.path) ? next() : boundBody(c, next)));
  app.use(
    csrfProtection({
      secret: stores.csrfSecret,
      isSecure: upgradeInsecure,
      origin: originOf,
      deferToAction: (c) => FORM_ACTION_PATHS.has(c.req.path),
      bearerOnly: (c) => BLOG_API.test(c.req.path),
    }),
  );

  limitWrites("/api/leads", RATE_LIMITS.leads);
  limitWrites("/call-me-back", RATE_LIMITS.leads);
  limitWrites("/api/logs", RATE_LIMITS.logs);
  limitWrites("/blog/api/*", RATE_LIMITS.adminWrites);

  const leadCapture = createLeadCapture({ store: stores.leads, logger });
  app.route("/api/leads", leadRoutes(leadCapture));
  app.route("/api/logs", logRoutes(logger));
  app.route("/blog/api", blogRoutes({ store: stores.blog, adminToken: config.adminToken, logger }));
  // The API never falls through to the pages: an unknown address or method there is a JSON error.
  app.all("/api/*", (c) =>
    jsonError(c, 404, "not_found", "There is no such API endpoint or method.", { field: "path" }),
  );
  app.all("/blog/api/*", (c) =>
    jsonError(c, 404, "not_found", "There is no such API endpoint or method.", { field: "path" }),
  );

  // Prerendered pages carry the seed navigation and footer; once an editor publishes others, those pages
  // are rendered per request with the live ones (README, "Navigation service").
  const shell = shellDefinitionsSource(deps.siteDefinitions, logger);
  const prerendered = await prerenderedPages({
    root: deps.clientDir,
    originOf,
    upgradeInsecure,
    isCurrent: () => shell.prerenderIsCurrent(),
  });
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

  app.onError(onError);
  return {
    fetch: (request, env) =>
      isUnder(request.url, SITE_DEFINITIONS_PATH) ? service.fetch(request, env) : app.fetch(request, env),
  };
}
