import { Hono, type Context, type ErrorHandler } from "hono";
import type { HttpBindings } from "@hono/node-server";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";
import { requestId, type RequestIdVariables } from "hono/request-id";
import type { ServerBuild } from "react-router";
import { redirectTarget } from "../app/content/redirects";
import { APPLY_PAGE_PATHS } from "../app/lib/applications/application-steps";
import { PAGED_PATHS, sitePages, staticPagePaths, type SitePage } from "../app/content/site-pages";
import { BLOG_MAX_PAGE_SIZE, blogPostPath } from "../app/lib/blog/blog-post";
import { affordabilityCheckRoutes } from "./api/affordability-check";
import { applicationResumeRoutes } from "./api/application-resume";
import { applicationRoutes } from "./api/applications";
import { smtpResumeLinkMailer } from "./applications/resume-link-mail";
import {
  createResumeLinks,
  RESUME_LINK_PATH,
  ResumeLinkMailError,
  ResumeLinkRefusedError,
} from "./applications/resume-links";
import { createApplicationService, DOCUMENT_MAX_BYTES } from "./applications/service";
import { blogRoutes } from "./api/blog";
import { healthRoutes } from "./api/health";
import { leadRoutes } from "./api/leads";
import { logRoutes } from "./api/logs";
import { SITE_DEFINITIONS_PATH, siteDefinitionsRoutes } from "./api/site-definitions";
import { vehicleRoutes } from "./api/vehicles";
import { adminRoutes, metricsRoute } from "./api/webhook-deliveries";
import type { DeliveryService } from "./deliveries/service";
import { BlogService } from "./blog/service";
import type { ServerConfig } from "./config";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "./db/unavailable";
import type { HealthCheck } from "./health-checks";
import { clientAddress } from "./http/client-address";
import { jsonError } from "./http/json-errors";
import { WRITE_METHODS } from "./http/methods";
import { redactPath } from "./http/redact-path";
import { isSecureRequest, requestOrigin } from "./http/request-origin";
import { requestLog } from "./http/request-log";
import { securityHeaders } from "./security/security-headers";
import { createLeadCapture } from "./leads/service";
import type { Logger } from "./logger";
import type { SiteMetrics } from "./metrics";
import { csrfPageSession, csrfProtection, csrfSessionRoute, type CsrfVariables } from "./security/csrf";
import { RATE_LIMITS, rateLimit, type RateLimitRule } from "./security/rate-limit";
import { DEFAULT_SITE_ID } from "./site-definitions/schema";
import { SiteDefinitionsService } from "./site-definitions/service";
import type { SiteStores } from "./site-stores";
import { contentVersionSource } from "./web/content-version";
import { pageRenderer } from "./web/page-renderer";
import { applicationDesk, type IssueResumeLink } from "./web/application-desk";
import { formPostContext } from "./web/form-post";
import { pageRequestRules, type PageRequestVariables } from "./web/page-requests";
import { pages } from "./web/pages";
import { routeMatcher } from "./web/route-match";
import { publicOrigin } from "./web/public-origin";
import { RenderCache } from "./web/render-cache";
import { staticFiles } from "./web/static-files";
import { VehicleService } from "./vehicles/service";

export interface AppDependencies {
  readonly config: ServerConfig;
  readonly logger: Logger;
  /** React Router's server build (build/server/index.js). */
  readonly build: ServerBuild;
  /** Folder of the client build: hashed assets and public files. */
  readonly clientDir: string;
  /** Where the site keeps what it stores (server/site-stores.ts). */
  readonly stores: SiteStores;
  /** Dependencies the site cannot serve without (the database), for /healthz. */
  readonly healthChecks: Readonly<Record<string, HealthCheck>>;
  /** The outbox of webhook deliveries (server/deliveries), for the admin API and /healthz. */
  readonly deliveries: DeliveryService;
  readonly metrics: SiteMetrics;
  /** A token that may read /metrics besides the admin token (METRICS_TOKEN). */
  readonly metricsToken: string | undefined;
  /** The origination system's secret for status callbacks (ORIGINATION_CALLBACK_SECRET); unset: all are 401. */
  readonly originationCallbackSecret?: string | undefined;
  /** The origination system's bearer token for fetching documents (ORIGINATION_API_TOKEN). */
  readonly originationApiToken?: string | undefined;
}

export interface SiteApp {
  readonly app: Hono<SiteEnv>;
  /** Renders every page the site links to into the render cache, one after another; says what the cache holds then. */
  warm(): Promise<{ readonly pages: number; readonly bytes: number }>;
}

type SiteEnv = { Bindings: HttpBindings; Variables: CsrfVariables & RequestIdVariables & PageRequestVariables };

/** Any request body larger than this is refused before anything reads it; each API has a lower limit of its own. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * Page forms whose action checks the CSRF token itself (see csrf.ts): posted as a page without JavaScript,
 * and by React Router's fetcher (the route's `.data` address) with it.
 */
const FORM_ACTION_PATHS = new Set([
  "/call-me-back",
  "/call-me-back.data",
  ...APPLY_PAGE_PATHS.flatMap((path) => [path, `${path}.data`]),
]);

/**
 * The /apply pages and their data addresses: one visitor's own (the application their cookie owns), so
 * rendered for the request alone, `no-store`, never in the render cache, with the visitor's CSRF token.
 */
const APPLY_PAGES = new Set(APPLY_PAGE_PATHS.flatMap((path) => [path, `${path}.data`]));
/** The /apply documents step takes a file as a form post without JavaScript. */
const APPLY_DOCUMENT_UPLOAD = new Set(["/apply/documents", "/apply/documents.data"]);

/** The blog's API: its writes all need the admin bearer token. */
const BLOG_API = /^\/blog\/api(\/|$)/;

/** The dealer feed and listing changes: admin bearer token only (so no CSRF token); the feed bounds its own body. */
const VEHICLE_ADMIN_API = /^\/api\/vehicles(\/|$)/;
const VEHICLE_FEED = "/api/vehicles/import";
/** Operators' API (webhook deliveries, dealers): admin bearer token only. */
const ADMIN_API = /^\/api\/admin(\/|$)/;
/**
 * The origination system's status callbacks: no browser sends them, and their Standard Webhooks signature,
 * checked before anything else is read, is their proof (so no CSRF token, and not the applicants' rate limit).
 */
const APPLICATION_STATUS_CALLBACK = /^\/api\/applications\/[^/]+\/status$/;
/** Document uploads have a larger body limit of their own: a 10 MB file and the form around it. */
const APPLICATION_DOCUMENT_UPLOAD = /^\/api\/applications\/[^/]+\/documents$/;
const DOCUMENT_UPLOAD_MAX_BYTES = DOCUMENT_MAX_BYTES + 64 * 1024;

/** The JSON APIs; every other path the app answers is a file or a page. */
const API = /^\/(api|blog\/api)(\/|$)/;

/** Pages that are neither in the page register nor posts: the form, the offline page, the search-engine files. */
const FIXED_PAGE_PATHS = ["/call-me-back", "/offline", "/sitemap.xml", "/robots.txt"];

/** Route ids of app/routes.ts the server tells apart: a post (one of the site's own pages), and the catch-all. */
const BLOG_POST_ROUTE = "blog-post";
const NOT_FOUND_ROUTE = "not-found";

/** React Router's default address for lazy route discovery (`routeDiscovery.manifestPath`). */
const DEFAULT_MANIFEST_PATH = "/__manifest";

/** The pages a server renders into its cache once it listens: every page, the form, the offline page, the posts. */
async function pagesToWarm(blog: BlogService): Promise<string[]> {
  const posts = await blog.list(1, BLOG_MAX_PAGE_SIZE).catch(() => ({ posts: [] }));
  return [
    ...Object.values<SitePage>(sitePages).map((page) => `/${page.path}`),
    ...FIXED_PAGE_PATHS,
    ...posts.posts.map((post) => blogPostPath(post.slug)),
  ];
}

/**
 * The whole site as one Hono app, built from library parts: request id, request log (pino-http), security
 * headers and compression for every answer; then /healthz, the navigation service, the build's files
 * (serveStatic), the JSON APIs behind the body limit, the CSRF check and the rate limits; and the pages
 * (server/web/pages.ts), rendered once per content version and answered from memory.
 */
export async function createApp(deps: AppDependencies): Promise<SiteApp> {
  const { config, logger, stores } = deps;
  const upgradeInsecure = (c: Context) => isSecureRequest(c, config);

  const siteDefinitions = new SiteDefinitionsService({ store: stores.siteDefinitions, logger });
  const blog = new BlogService(stores.blog, logger);
  if (await blog.seedOnce()) logger.info("blog seeded with its first articles");
  const resanitized = await blog.resanitizeStoredPosts();
  if (resanitized > 0) logger.info({ posts: resanitized }, "stored posts sanitized again under today's rules");
  const vehicles = new VehicleService(stores.vehicles, logger);
  if (await vehicles.seedOnce()) logger.info("vehicle listings seeded");
  const leadCapture = createLeadCapture({ store: stores.leads, logger });
  const applications = createApplicationService({ store: stores.applications, logger });
  const resumeLinks = createResumeLinks({
    links: stores.resumeLinks,
    applications: stores.applications,
    mailer: config.smtp && smtpResumeLinkMailer(config.smtp.url, config.smtp.from),
    logger,
  });
  // "Save and continue later" on the /apply pages: the link, or why there is none, as an outcome the page shows.
  const issueResumeLink: IssueResumeLink = async (applicationId, origin) => {
    try {
      return await resumeLinks.issue(applicationId, origin);
    } catch (error) {
      if (error instanceof ResumeLinkMailError) return "mail_unavailable";
      if (error instanceof ResumeLinkRefusedError) return "not_draft";
      throw error;
    }
  };
  const content = contentVersionSource({
    buildId: deps.build.assets.version,
    siteId: DEFAULT_SITE_ID,
    siteDefinitions,
    blog,
    vehicles,
    logger,
  });
  // Read once now, so that the pages have a content version to fall back on from the first request.
  await content();

  const rateLimitOptions = (rule: RateLimitRule) => ({
    store: stores.rateLimits,
    clientAddress: (c: Context) => clientAddress(c, config.trustProxy),
    onStoreError: (error: unknown) => logger.warn({ err: error, bucket: rule.bucket }, "rate-limit store failed"),
  });
  const rateLimitFor = (rule: RateLimitRule) => rateLimit(rule, rateLimitOptions(rule));
  // A form's post counts against the lead limit in its action (server/web/form-post.ts), which answers a
  // limited post as data. It is let through when its counter cannot be reached: the action then shows the
  // form again with everything typed and the 503 of the lead store, which a refusal here would throw away.
  const formPostLimit = { ...RATE_LIMITS.leads, needsDatabase: false };
  // The /apply pages' posts count against the applications' limit, as the JSON API's writes do.
  const applyPostLimit = { ...RATE_LIMITS.applications, needsDatabase: false };

  // Errors are logged by type, code and constraint only (the logger's serializer, error-summary.ts).
  const onError: ErrorHandler<SiteEnv> = (error, c) => {
    if (error instanceof HTTPException) {
      // Hono's own middleware throws its finished answer (bearer auth) or a status for a request it cannot read.
      return error.res ?? jsonError(c, error.status === 413 ? 413 : 400, "bad_request", error.message);
    }
    const path = redactPath(c.req.path);
    // The visitor closed the connection while sending the body: nobody is left to answer.
    if (c.req.raw.signal.aborted) {
      logger.info({ path, err: error }, "request body aborted by the client");
      return jsonError(c, 400, "aborted", "The request was aborted before its body arrived.");
    }
    if (isDatabaseUnavailable(error)) {
      logger.warn({ path, err: error }, "the database is out of reach; asked the client to try again");
      c.header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
      return jsonError(c, 503, "unavailable", "The service is briefly unavailable. Please try again in a moment.", {
        retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
      });
    }
    logger.error({ path, err: error }, "unhandled error");
    return jsonError(c, 500, "internal", "Something went wrong on our side. Please try again.");
  };

  const app = new Hono<SiteEnv>();
  app.onError(onError);
  app.use(requestId({ limitLength: 64 }));
  app.use(requestLog(logger));
  app.use(deps.metrics.http);
  app.use(securityHeaders(upgradeInsecure));
  // What is not compressed already (pages, files and the navigation service's answers are): JSON, error pages.
  app.use(compress());

  app.route(
    "/healthz",
    healthRoutes(deps.healthChecks, {
      ...stores.optionalHealthChecks,
      ...(deps.deliveries.enabled ? { webhookDeliveries: async () => ({ ok: await deps.deliveries.isFresh() }) } : {}),
    }),
  );
  app.route(
    "/metrics",
    metricsRoute({ metrics: deps.metrics, adminToken: config.adminToken, metricsToken: deps.metricsToken }),
  );

  // Its writes all need the admin bearer token (so no CSRF token), are rate-limited and bound their own bodies.
  app.route(
    SITE_DEFINITIONS_PATH,
    siteDefinitionsRoutes({
      service: siteDefinitions,
      adminToken: config.adminToken,
      logger,
      beforeWrites: rateLimitFor(RATE_LIMITS.adminWrites),
    }),
  );

  app.use(staticFiles(deps.clientDir));

  // Everything below can change state or hands out the CSRF cookies: bound the body, then check the token.
  const boundBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) =>
      jsonError(c, 413, "payload_too_large", `The body may be at most ${MAX_BODY_BYTES} bytes.`, {
        fields: { body: "too_large" },
        limitBytes: MAX_BODY_BYTES,
      }),
  });
  // A document upload is bounded here too (the CSRF check may read a form before the route does); the route
  // answers a file over 10 MB with its own 413.
  const boundUpload = bodyLimit({
    maxSize: DOCUMENT_UPLOAD_MAX_BYTES,
    // A page's upload far over the limit is turned away unread: back to the page, which says so on its file field.
    onError: (c) =>
      c.req.path === "/apply/documents"
        ? c.redirect("/apply/documents?problem=file-too-large", 303)
        : jsonError(c, 413, "payload_too_large", `The body may be at most ${DOCUMENT_UPLOAD_MAX_BYTES} bytes.`, {
            fields: { file: "too_large" },
            limitBytes: DOCUMENT_UPLOAD_MAX_BYTES,
          }),
  });
  // The blog's admin API bounds its own (larger) bodies, and nothing reads those before it.
  app.on(WRITE_METHODS, "*", (c, next) =>
    BLOG_API.test(c.req.path) || c.req.path === VEHICLE_FEED
      ? next()
      : APPLICATION_DOCUMENT_UPLOAD.test(c.req.path) || APPLY_DOCUMENT_UPLOAD.has(c.req.path)
        ? boundUpload(c, next)
        : boundBody(c, next),
  );
  // Pages take GET and HEAD, and forms where an action takes them; anything else is a JSON 4xx here.
  const pageRules = pageRequestRules<SiteEnv>(FORM_ACTION_PATHS);
  app.use((c, next) => (API.test(c.req.path) ? next() : pageRules(c, next)));
  app.use(
    csrfProtection({
      secret: stores.csrfSecret,
      isSecure: upgradeInsecure,
      origin: (c) => requestOrigin(c, config),
      deferToAction: (c) => FORM_ACTION_PATHS.has(c.req.path),
      bearerOnly: (c) =>
        BLOG_API.test(c.req.path) ||
        VEHICLE_ADMIN_API.test(c.req.path) ||
        ADMIN_API.test(c.req.path) ||
        APPLICATION_STATUS_CALLBACK.test(c.req.path),
    }),
  );
  // The /apply pages' forms carry the visitor's CSRF token from the first GET (they are never cached).
  const applyPageSession = csrfPageSession<SiteEnv>({ secret: stores.csrfSecret, isSecure: upgradeInsecure });
  app.use((c, next) => (APPLY_PAGES.has(c.req.path) ? applyPageSession(c, next) : next()));
  // Rate limits, for write methods only: reads never pass through them. POST /api/leads counts in its
  // route, once its body is read: a retry of a stored lead is answered before its rate limit counts it.
  const limitWrites = (path: string, rule: RateLimitRule) => app.on(WRITE_METHODS, path, rateLimitFor(rule));
  limitWrites("/api/logs", RATE_LIMITS.logs);
  limitWrites("/api/affordability-check", RATE_LIMITS.affordabilityCheck);
  // "/api/applications/*" also matches "/api/applications" itself (a new draft), so one counter covers all.
  const limitApplicationWrites = rateLimitFor(RATE_LIMITS.applications);
  const limitCallbacks = rateLimitFor(RATE_LIMITS.adminWrites);
  app.on(WRITE_METHODS, "/api/applications/*", (c, next) =>
    APPLICATION_STATUS_CALLBACK.test(c.req.path) ? limitCallbacks(c, next) : limitApplicationWrites(c, next),
  );
  limitWrites("/blog/api/*", RATE_LIMITS.adminWrites);
  limitWrites("/api/vehicles", RATE_LIMITS.adminWrites);
  limitWrites("/api/vehicles/*", RATE_LIMITS.adminWrites);
  limitWrites("/api/admin/*", RATE_LIMITS.adminWrites);

  // The JSON APIs, one line each: api/<resource>.ts adapts HTTP to the resource's service.
  // Pages carry no CSRF cookies (any cache may keep them): the browser asks here before its first write.
  app.get("/api/session", csrfSessionRoute({ secret: stores.csrfSecret, isSecure: upgradeInsecure }));
  app.route("/api/leads", leadRoutes({ capture: leadCapture, rateLimit: rateLimitFor(RATE_LIMITS.leads) }));
  app.route("/api/logs", logRoutes(logger));
  app.route("/api/affordability-check", affordabilityCheckRoutes());
  app.route(
    "/api/applications",
    applicationRoutes({
      service: applications,
      isSecure: upgradeInsecure,
      callbackSecret: deps.originationCallbackSecret,
      originationApiToken: deps.originationApiToken,
      resumeLinks,
      originOf: (c) => publicOrigin(c, config),
    }),
  );
  app.route("/blog/api", blogRoutes({ blog, adminToken: config.adminToken, logger }));
  app.route("/api/vehicles", vehicleRoutes({ vehicles, adminToken: config.adminToken, logger }));
  app.route(
    "/api/admin",
    adminRoutes({
      deliveries: deps.deliveries,
      adminToken: config.adminToken,
      allowPlainHttp: config.environment === "development",
      logger,
    }),
  );
  // The API never falls through to the pages: an unknown address or method there is a JSON error.
  const noSuchEndpoint = (c: Context) =>
    jsonError(c, 404, "not_found", "There is no such API endpoint or method.", { fields: { path: "unknown" } });
  app.all("/api/*", noSuchEndpoint);
  app.all("/blog/api/*", noSuchEndpoint);
  // A "save and continue later" link: answered here, before the pages (it sets the draft's cookie).
  app.route(RESUME_LINK_PATH, applicationResumeRoutes({ resumeLinks, isSecure: upgradeInsecure }));

  const cache = new RenderCache({
    maxBytes: config.renderCacheMb * 1024 * 1024,
    onLookup: deps.metrics.renderCache,
  });
  // The site's own pages, kept apart in the render cache from those whose number visitors choose (cars).
  const ownPaths = new Set([...Object.values<SitePage>(sitePages).map((page) => `/${page.path}`), ...FIXED_PAGE_PATHS]);
  const routeOf = routeMatcher(deps.build.routes);
  // The build names its route-discovery address only when the configuration changes it from the default.
  const manifestPath = (deps.build.routeDiscovery as { manifestPath?: string }).manifestPath ?? DEFAULT_MANIFEST_PATH;
  const site = pages({
    render: pageRenderer({
      build: deps.build,
      mode: config.environment === "development" ? "development" : "production",
      onError: (error, path) => logger.error({ path: redactPath(path), err: error }, "page failed"),
    }),
    cache,
    content,
    originOf: (c) => publicOrigin(c, config),
    upgradeInsecure,
    requestContext: (c) => ({
      csrfToken: c.get("csrfToken"),
      formPost: APPLY_PAGES.has(c.req.path)
        ? formPostContext(c, applyPostLimit, rateLimitOptions(applyPostLimit))
        : formPostContext(c, formPostLimit, rateLimitOptions(formPostLimit)),
      ...(APPLY_PAGES.has(c.req.path) && {
        applications: applicationDesk(c, {
          service: applications,
          secure: upgradeInsecure(c),
          publicOrigin: publicOrigin(c, config),
          issueResumeLink,
        }),
      }),
      leadCapture,
      blog,
      vehicles,
      leadRetentionDays: config.leadRetentionDays,
    }),
    sharedContext: { leadCapture, blog, vehicles, leadRetentionDays: config.leadRetentionDays },
    queryFreePaths: new Set(staticPagePaths()),
    pagedPaths: new Set(PAGED_PATHS),
    isSitePage: (path) => ownPaths.has(path) || routeOf(path) === BLOG_POST_ROUTE,
    // React Router answers its route-discovery address itself (the routes of the links a page shows).
    isPersonalPath: (path) => APPLY_PAGES.has(path),
    isUnknownPath: (path) =>
      path !== manifestPath && routeOf(path) === NOT_FOUND_ROUTE && redirectTarget(path) === null,
    logger,
  });
  app.all("*", site.handler);

  return {
    app,
    warm: async () => {
      await site.warm(await pagesToWarm(blog));
      return cache.stats;
    },
  };
}
