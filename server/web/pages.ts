import type { Context, Handler } from "hono";
import type { SiteLoadContext } from "../../app/load-context";
import { PRERENDER_ORIGIN } from "../../app/lib/seo/prerender-origin";
import { DATABASE_RETRY_AFTER_SECONDS } from "../db/unavailable";
import { redactPath } from "../http/redact-path";
import type { Logger } from "../logger";
import { pageContentSecurityPolicy, type SiteScripts } from "../security/content-security-policy";
import { canonicalPath } from "./canonical-path";
import type { ContentSnapshot } from "./content-version";
import type { RenderedPage } from "./page-renderer";
import { CachedPage, type CacheArea, type RenderCache } from "./render-cache";

/** The origin of the requests the render cache renders with: nothing of any visitor's request is in them. */
const RENDER_BASE = "http://render.invalid";

/** What a request for an address with a query string is told (it was rendered for that address alone). */
const QUERY_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60";

/** What a content snapshot gives every render's load context: the live page shell and cash-power parameters. */
const snapshotContext = (snapshot: ContentSnapshot) =>
  ({ shellDefinitions: snapshot.shell, cashPowerParameters: snapshot.cashPower }) satisfies Partial<SiteLoadContext>;

/** The load context a render gets from elsewhere than the request's options: the origin and the snapshot. */
type GivenByRender = "publicOrigin" | keyof ReturnType<typeof snapshotContext>;

export interface PagesOptions {
  readonly render: (request: Request, context: SiteLoadContext) => Promise<RenderedPage>;
  readonly cache: RenderCache;
  /** The content version now (server/web/content-version.ts); throws when it was never read. */
  readonly content: () => Promise<ContentSnapshot>;
  /** The origin this request's links may name (server/web/public-origin.ts). */
  readonly originOf: (c: Context) => string;
  readonly upgradeInsecure: (c: Context) => boolean;
  /** The rest of the load context for a request rendered on its own (forms, queries): lead capture, the blog, CSRF. */
  readonly requestContext: (c: Context) => Omit<SiteLoadContext, GivenByRender>;
  /** The same for renders into the cache, which belong to no visitor. */
  readonly sharedContext: Omit<SiteLoadContext, GivenByRender>;
  /** Paths of pages that never read the query: an address with one gets the page's cached copy. */
  readonly queryFreePaths: ReadonlySet<string>;
  /**
   * Paths of paged lists (the blog's index): `?page=<n>` and nothing else makes another page, cached
   * under its own key like any page; any other query is rendered for the request alone.
   */
  readonly pagedPaths?: ReadonlySet<string>;
  /**
   * Whether a path is one of the site's own pages (server/web/render-cache.ts, CacheArea): kept apart from
   * pages whose number visitors choose, so no flood of those pushes one out.
   */
  readonly isSitePage: (path: string) => boolean;
  /**
   * Whether a canonical path reaches only the catch-all route and is not an alias the route redirects:
   * answered with the one cached not-found page, without a render of its own.
   */
  readonly isUnknownPath: (path: string) => boolean;
  /**
   * Whether a path is a page of one visitor's own (the /apply pages, which show an application by the
   * visitor's cookie): always rendered for the request alone, answered `no-store`, never kept in the cache.
   */
  readonly isPersonalPath?: (path: string) => boolean;
  readonly logger: Logger;
}

/** What a page of one visitor's own is answered with: no cache may keep it. */
const PERSONAL_PAGE_CACHE_CONTROL = "no-store";

/**
 * The path the one not-found page is rendered for and kept under (it reaches the catch-all route like any
 * unknown path; the page's search box sends its query there).
 */
export const NOT_FOUND_PATH = "/not-found";

/** The cache's key for a request path: trailing slashes do not make another page. */
export const pageKey = (path: string) => path.replace(/\/+$/, "") || "/";

/** What a page that needs the database answers while it is out of reach and no copy of it is held. */
function unavailable(c: Context): Response {
  c.header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
  return c.text("This page cannot be shown just now. Please try again in a moment.", 503, {
    "Cache-Control": "no-store",
  });
}

/** The query of a paged list's page, exactly `page=<digits>`, or undefined. */
const PAGE_QUERY = /^\?page=\d{1,6}$/;

/**
 * Answers a page React Router rendered for this request alone, the site's own inline scripts and its
 * hydration data listed by hash (content-security-policy.ts, SiteScripts): a script of any other shape in
 * it is not allowed to run.
 */
function answerRendered(
  rendered: RenderedPage,
  upgradeInsecure: boolean,
  cacheControl: string,
  scripts: SiteScripts,
): Response {
  const headers = new Headers(rendered.headers);
  if (rendered.body !== null && headers.get("Content-Type")?.startsWith("text/html")) {
    headers.set(
      "Content-Security-Policy",
      pageContentSecurityPolicy(scripts.allowed(rendered.body).hashes, { upgradeInsecure }),
    );
  }
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", cacheControl);
  return new Response(rendered.body, { status: rendered.status, headers });
}

/**
 * The site's pages. A GET or HEAD of an address without a query string (or with one, for a page that
 * never reads it) is answered from the render cache: rendered once per (path, content version) from a
 * request that carries nothing of the visitor, then served from memory with the content version as ETag.
 * While the content version cannot be read, or a render fails (the database is down), the newest copy
 * held for the path is answered. Anything else (an address with a query a page reads, a form post) is
 * rendered for the request alone, still with hashes rather than a nonce and without cookies, unless the
 * page's action sets them (the no-JavaScript form, server/security/csrf.ts).
 */
export function pages(options: PagesOptions): {
  readonly handler: Handler;
  warm(paths: readonly string[]): Promise<void>;
} {
  const { cache, logger } = options;

  const renderOnce = async (path: string, snapshot: ContentSnapshot) => {
    const started = performance.now();
    const rendered = await options.render(new Request(`${RENDER_BASE}${path}`), {
      ...options.sharedContext,
      publicOrigin: PRERENDER_ORIGIN,
      ...snapshotContext(snapshot),
    });
    const ms = Math.round(performance.now() - started);
    logger.info({ path: redactPath(path), version: snapshot.version, status: rendered.status, ms }, "page rendered");
    return { rendered, ms };
  };

  /**
   * Renders a page for the cache. A render that fails for a reason other than the database is tried once
   * more: the document is rendered whole under entry.server's stream timeout (6 s), and a process starved
   * of CPU (a busy machine, the first renders after a start while modules load, a long pause) can see a
   * sound render cut off by that timeout, which React Router answers with a 500. The second render finds
   * the modules loaded; a page that is really broken fails twice and is answered as the 500 it is.
   */
  const renderForCache = (path: string, snapshot: ContentSnapshot) => async () => {
    const first = await renderOnce(path, snapshot);
    if (first.rendered.status < 500 || first.rendered.databaseUnavailable) return first.rendered;
    logger.warn(
      { path: redactPath(path), status: first.rendered.status, ms: first.ms },
      "a page's render failed; rendering it once more",
    );
    return (await renderOnce(path, snapshot)).rendered;
  };

  const areaOf = (path: string): CacheArea => (options.isSitePage(path) ? "site" : "other");

  /**
   * Makes sure the site's code scripts of the page at `path` are known: its copy without a query, for this
   * content version, is rendered through the cache (concurrent requests wait for that one render; a held
   * copy costs nothing). That render carries nothing of any visitor but a canonical path, so its scripts
   * are learned as the site's; a page the cache does not keep (a 404 a database lookup decided) is learned
   * from all the same. An unknown path's page is the one not-found page.
   */
  const learnScriptsOf = async (requestPath: string, snapshot: ContentSnapshot): Promise<void> => {
    if (options.isPersonalPath?.(requestPath)) return learnPersonalPageScripts(requestPath, snapshot);
    const unknown = options.isUnknownPath(requestPath);
    const path = unknown ? NOT_FOUND_PATH : requestPath;
    try {
      const outcome = await cache.page(path, snapshot.version, renderForCache(path, snapshot), {
        area: unknown ? "site" : areaOf(path),
        ...(unknown && { keeps: 404 }),
      });
      if (
        !(outcome instanceof CachedPage) &&
        outcome.body !== null &&
        (outcome.status === 200 || outcome.status === 404) &&
        outcome.headers.get("Content-Type")?.startsWith("text/html")
      )
        cache.scripts.learn(outcome.body);
    } catch (error) {
      logger.warn({ err: error, path: redactPath(path) }, "could not render a page's copy to learn its scripts");
    }
  };

  /**
   * A personal page's code scripts, learned as learnScriptsOf learns a page's: from a render of its path for a
   * request that carries nothing of any visitor (no cookie, so no application), once per content version,
   * and never kept in the cache.
   */
  const learnedPersonal = new Set<string>();
  const learnPersonalPageScripts = async (path: string, snapshot: ContentSnapshot): Promise<void> => {
    const key = `${snapshot.version} ${path}`;
    if (learnedPersonal.has(key)) return;
    try {
      const { rendered } = await renderOnce(path, snapshot);
      if (
        rendered.status === 200 &&
        rendered.body !== null &&
        rendered.headers.get("Content-Type")?.startsWith("text/html")
      ) {
        cache.scripts.learn(rendered.body);
        learnedPersonal.add(key);
      }
    } catch (error) {
      logger.warn({ err: error, path: redactPath(path) }, "could not render a page's copy to learn its scripts");
    }
  };

  /**
   * A page rendered for this request alone (a query the page reads, a form post). Its code scripts are
   * the page's own: if the page's copy without a query has not been rendered yet for this content version
   * (a query arriving before the warm-up reached its page), it is rendered first, so the policy lists them.
   */
  const renderForRequest = async (
    c: Context,
    snapshot: ContentSnapshot | undefined,
    requestPath: string,
  ): Promise<Response> => {
    const rendered = await options.render(c.req.raw, {
      ...options.requestContext(c),
      publicOrigin: options.originOf(c),
      ...(snapshot && snapshotContext(snapshot)),
    });
    if (rendered.status >= 500 && (rendered.databaseUnavailable || !snapshot)) return unavailable(c);
    const isHtml = rendered.body !== null && rendered.headers.get("Content-Type")?.startsWith("text/html");
    if (isHtml && snapshot && cache.scripts.allowed(rendered.body ?? "").refused > 0)
      await learnScriptsOf(requestPath, snapshot);
    if (isHtml && cache.scripts.allowed(rendered.body ?? "").refused > 0) {
      // Not expected: the page's own code scripts are known now, so this one is of no render of ours.
      logger.warn(
        { path: redactPath(c.req.path) },
        "an inline script not of the site's own was left out of the policy",
      );
    }
    if (options.isPersonalPath?.(requestPath)) {
      const headers = new Headers(rendered.headers);
      headers.set("Cache-Control", PERSONAL_PAGE_CACHE_CONTROL);
      headers.set("X-Robots-Tag", "noindex");
      return answerRendered(
        { ...rendered, headers },
        options.upgradeInsecure(c),
        PERSONAL_PAGE_CACHE_CONTROL,
        cache.scripts,
      );
    }
    return answerRendered(
      rendered,
      options.upgradeInsecure(c),
      rendered.status === 200 ? QUERY_PAGE_CACHE_CONTROL : "no-cache",
      cache.scripts,
    );
  };

  /** The one not-found page for this content version (or the last one held), status 404. */
  const notFoundPage = async (c: Context, snapshot: ContentSnapshot | undefined): Promise<Response> => {
    const origin = options.originOf(c);
    const upgrade = options.upgradeInsecure(c);
    let outcome: CachedPage | RenderedPage | undefined;
    if (snapshot) {
      try {
        outcome = await cache.page(NOT_FOUND_PATH, snapshot.version, renderForCache(NOT_FOUND_PATH, snapshot), {
          area: "site",
          keeps: 404,
        });
      } catch (error) {
        logger.error({ err: error, path: NOT_FOUND_PATH }, "page render failed");
      }
    }
    const page = outcome instanceof CachedPage ? outcome : cache.last(NOT_FOUND_PATH);
    if (page) return cache.respond(c, NOT_FOUND_PATH, page, origin, upgrade);
    return c.text("There is no page at this address.", 404, { "Cache-Control": "no-store" });
  };

  const handler: Handler = async (c) => {
    const url = new URL(c.req.url);
    const query = url.search;
    // One spelling per page: another spelling of a page's path is redirected to it; one that cannot be
    // any page's is not found, and never reaches React Router (which would render the page it trims it to).
    const verdict = canonicalPath(url.pathname);
    if (verdict.kind === "redirect") {
      return c.redirect(`${verdict.path}${query}`, 308);
    }
    let snapshot: ContentSnapshot | undefined;
    try {
      snapshot = await options.content();
    } catch (error) {
      logger.warn({ err: error }, "the content version could not be read; answering the last rendered copy");
    }
    const isRead = c.req.method === "GET" || c.req.method === "HEAD";
    if (verdict.kind === "not-found") return notFoundPage(c, snapshot);
    const requestPath = pageKey(verdict.path);
    const isData = requestPath.endsWith(".data");
    // An unknown address is the one not-found page, unless it asks the page's search something (`?q=`).
    if (isRead && !isData && options.isUnknownPath(requestPath) && !url.searchParams.has("q"))
      return notFoundPage(c, snapshot);

    const paged = PAGE_QUERY.test(query) && (options.pagedPaths?.has(requestPath) ?? false);
    // A paged list's page is cached under its path and query, so each page of it is a page of its own.
    const path = paged ? `${requestPath}${query}` : requestPath;
    const hasQuery = c.req.url.includes("?");
    const cacheable =
      isRead &&
      !isData &&
      !(options.isPersonalPath?.(requestPath) ?? false) &&
      (!hasQuery || paged || options.queryFreePaths.has(path));
    if (!cacheable) return renderForRequest(c, snapshot, requestPath);

    const origin = options.originOf(c);
    const upgrade = options.upgradeInsecure(c);
    let outcome: CachedPage | RenderedPage | undefined;
    if (snapshot) {
      try {
        outcome = await cache.page(path, snapshot.version, renderForCache(path, snapshot), { area: areaOf(path) });
      } catch (error) {
        logger.error({ err: error, path: redactPath(path) }, "page render failed");
      }
    }
    if (outcome instanceof CachedPage) return cache.respond(c, path, outcome, origin, upgrade);
    // The content version could not be read, the render failed, or it gave a page not to keep (one drawn
    // without what the database holds): the last whole copy held, if any.
    const last = cache.last(path);
    if (last && (outcome === undefined || outcome.status >= 500 || outcome.status === 200))
      return cache.respond(c, path, last, origin, upgrade);
    // Without a copy, a page the database could not give is "try again", never a fault of ours.
    if (outcome === undefined || (outcome.status >= 500 && (outcome.databaseUnavailable || !snapshot)))
      return unavailable(c);
    // Not a page to keep (a 404, a redirect): answered as rendered, the placeholder origin replaced.
    const body = outcome.body?.replaceAll(PRERENDER_ORIGIN, origin) ?? null;
    return answerRendered({ ...outcome, body }, upgrade, "no-cache", cache.scripts);
  };

  return {
    handler,
    /**
     * Renders `paths` into the cache one after another (a server warms its cache after it starts, so
     * the first visitors, and an outage soon after, find the pages ready). Failures are logged and skipped.
     */
    async warm(paths) {
      for (const path of paths) {
        try {
          const snapshot = await options.content();
          const key = pageKey(path);
          await cache.page(key, snapshot.version, renderForCache(key, snapshot), { area: areaOf(key) });
        } catch (error) {
          logger.warn({ err: error, path }, "could not warm a page");
        }
      }
      // The not-found page too: its scripts are then known for a search on it (`?q=`), rendered per request.
      try {
        const snapshot = await options.content();
        await cache.page(NOT_FOUND_PATH, snapshot.version, renderForCache(NOT_FOUND_PATH, snapshot), {
          area: "site",
          keeps: 404,
        });
      } catch (error) {
        logger.warn({ err: error, path: NOT_FOUND_PATH }, "could not warm a page");
      }
    },
  };
}
