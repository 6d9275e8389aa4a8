import type { NavigationDefinition } from "./navigation-definition";
import { headerEndpoint, NAV_CACHE_KEY } from "./navigation-endpoint";

/** A navigation and the version it was published as (0: the brand's seed). */
export interface VersionedNavigation {
  readonly version: number;
  readonly navigation: NavigationDefinition;
}

/** What the refresh needs from the browser, passed in so tests can give their own. */
export interface NavigationRefreshEnvironment {
  /** The navigation the page shows now, as the server rendered it, and its version. */
  readonly current: VersionedNavigation;
  readonly siteId: string;
  readonly cache: { get(key: string): unknown; set(key: string, value: unknown): boolean };
  readonly fetch: typeof fetch;
  readonly signal?: AbortSignal;
  /** Called with each navigation newer than what is shown: the cached copy, then the fetched one. */
  show(update: VersionedNavigation): void;
  /** Called once when the header endpoint fails or answers something unusable; the page keeps what it shows. */
  report(reason: string): void;
}

/** The version a stored or fetched value says it has, without checking the rest (0 when it names none). */
function versionOf(value: unknown): number {
  const version = typeof value === "object" && value !== null ? (value as { version?: unknown }).version : undefined;
  return typeof version === "number" && Number.isSafeInteger(version) && version > 0 ? version : 0;
}

/**
 * §7 with one source of truth: the page carries the version of the navigation it was rendered with, and
 * a navigation replaces it only when its version is newer. First the copy cached in localStorage under
 * navCache (`{version, navigation}`), then the header endpoint's answer; an older or equal one, from a
 * stale cache, a browser cache or another copy of the server that has not read the publish yet, is never
 * shown, so a returning visitor never sees the menu go back. The cache keeps the newest navigation seen.
 * A failed or garbled answer changes nothing on the page; it is reported. The schema checks (zod) load
 * only for a newer navigation, so the usual visit costs no schema code in the browser.
 */
export async function refreshNavigation(environment: NavigationRefreshEnvironment): Promise<void> {
  let shown = environment.current;
  const cachedValue = environment.cache.get(NAV_CACHE_KEY);
  if (versionOf(cachedValue) > shown.version) {
    const { readNavigationDefinition } = await import("./navigation-definition");
    const cached = readNavigationDefinition((cachedValue as { navigation?: unknown }).navigation);
    if (cached.ok) {
      shown = { version: versionOf(cachedValue), navigation: cached.definition };
      environment.show(shown);
    }
  }

  let body: unknown;
  try {
    const response = await environment.fetch(headerEndpoint(environment.siteId), {
      headers: { Accept: "application/json" },
      signal: environment.signal,
    });
    if (!response.ok) {
      environment.report(`the header endpoint answered ${response.status}`);
      return;
    }
    body = await response.json();
  } catch (error) {
    if (environment.signal?.aborted) return;
    environment.report(
      `the header endpoint could not be read: ${error instanceof Error ? error.message : String(error)}`,
    );
    return;
  }
  const keep = (update: VersionedNavigation) => {
    if (versionOf(environment.cache.get(NAV_CACHE_KEY)) < update.version) environment.cache.set(NAV_CACHE_KEY, update);
  };
  const readable =
    typeof body === "object" && body !== null && typeof (body as { result?: unknown }).result === "string";
  if (readable && versionOf(body) <= shown.version) {
    keep(shown);
    return;
  }
  const { readHeaderAnswer } = await import("./shell-definitions");
  const fresh = readHeaderAnswer(body);
  if (!fresh.ok) {
    environment.report(`the header endpoint answered garbage: ${fresh.reason}`);
    return;
  }
  const update = { version: fresh.version, navigation: fresh.definition };
  keep(update);
  environment.show(update);
}
