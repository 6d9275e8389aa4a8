/**
 * Which requests the service worker answers, and how. Pure, so a unit test can check every rule; sw.ts
 * hands these to Workbox's router.
 */

/** The page shown for an address the worker has no copy of while the visitor is offline. */
export const OFFLINE_PATH = "/offline";

/**
 * What a fresh visit must never get from a cache: the APIs, the health check, the form posts' page, and the
 * online application's pages (one applicant's answers, which no cache may keep, the browser's included).
 */
const NEVER_CACHED = /^\/(api|blog\/api|healthz|wol-ms-header-footer|call-me-back|apply)(\/|$)/;

/** Build output whose file name carries a hash of its content, so a copy never goes stale. */
const HASHED_ASSETS = /^\/assets\//;

/** The parts of a fetch the rules look at (a subset of Request, so tests need no browser). */
export interface RequestFacts {
  readonly method: string;
  readonly mode: string;
  readonly url: URL;
}

export type RequestKind = "page" | "asset";

/**
 * How the worker treats a request: a `page` goes to the network first and falls back to the last copy or the
 * offline page; an `asset` comes from the cache once fetched. Anything else (other origins, every write, the
 * APIs, route data) the worker leaves alone, so the browser sends it as if there were no worker.
 */
export function requestKind({ method, mode, url }: RequestFacts, origin: string): RequestKind | undefined {
  if (method !== "GET" || url.origin !== origin || NEVER_CACHED.test(url.pathname)) return undefined;
  if (mode === "navigate") return "page";
  if (HASHED_ASSETS.test(url.pathname)) return "asset";
  return undefined;
}

/** What every cache of the site's service worker is named with first, Workbox's precache included. */
export const CACHE_PREFIX = "umoya";

/**
 * How Workbox names the precache with that prefix; the site's address follows (Workbox's default suffix is
 * the worker's scope).
 */
export const PRECACHE_NAME_START = `${CACHE_PREFIX}-precache-v2-`;

/** Names of the caches of one build; earlier builds' caches are deleted when this one takes over. */
export function runtimeCacheNames(version: string): { readonly pages: string; readonly assets: string } {
  return { pages: `${CACHE_PREFIX}-pages-${version}`, assets: `${CACHE_PREFIX}-assets-${version}` };
}

/** Runtime caches that belong to another build (the precache is Workbox's own and managed by it). */
export function staleRuntimeCaches(names: readonly string[], version: string): string[] {
  const current = Object.values(runtimeCacheNames(version));
  return names.filter((name) => /^umoya-(pages|assets)-/.test(name) && !current.includes(name));
}
