import type { NavigationDefinition } from "./navigation-definition";
import { canonicalJson, headerEndpoint, NAV_CACHE_KEY } from "./navigation-endpoint";

/** What the refresh needs from the browser, passed in so tests can give their own. */
export interface NavigationRefreshEnvironment {
  /** The navigation the page shows now (server-rendered or prerendered). */
  readonly current: NavigationDefinition;
  readonly siteId: string;
  readonly cache: { get(key: string): unknown; set(key: string, value: unknown): boolean };
  readonly fetch: typeof fetch;
  readonly signal?: AbortSignal;
  /** Called with each navigation that differs from what is shown: first the cached copy, then the fresh one. */
  show(definition: NavigationDefinition): void;
  /** Called once when the header endpoint fails or answers something unusable; the page keeps what it shows. */
  report(reason: string): void;
}

const sameDefinition = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

/** The answer's definition when it is exactly the one shown (the usual case), without loading the schema checks. */
function unchangedAnswer(body: unknown, shown: NavigationDefinition): boolean {
  const result = typeof body === "object" && body !== null ? (body as { result?: unknown }).result : undefined;
  if (typeof result !== "string") return false;
  try {
    return sameDefinition(JSON.parse(result), shown);
  } catch {
    return false;
  }
}

/**
 * §7: the navigation cached in localStorage under navCache is shown at once, then the header endpoint is
 * asked for the live one, which replaces it (and the cache) when it differs. A failed or garbled answer
 * changes nothing on the page; it is reported, never shown. The schema checks (zod) load only when the
 * cache or the answer differs from what the server rendered, so an unchanged navigation costs no
 * schema code in the browser.
 */
export async function refreshNavigation(environment: NavigationRefreshEnvironment): Promise<void> {
  let shown = environment.current;
  const cachedValue = environment.cache.get(NAV_CACHE_KEY);
  if (cachedValue != null && !sameDefinition(cachedValue, shown)) {
    const { readNavigationDefinition } = await import("./navigation-definition");
    const cached = readNavigationDefinition(cachedValue);
    if (cached.ok && !sameDefinition(cached.definition, shown)) {
      shown = cached.definition;
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
  if (unchangedAnswer(body, shown)) {
    environment.cache.set(NAV_CACHE_KEY, shown);
    return;
  }
  const { readHeaderAnswer } = await import("./shell-definitions");
  const fresh = readHeaderAnswer(body);
  if (!fresh.ok) {
    environment.report(`the header endpoint answered garbage: ${fresh.reason}`);
    return;
  }
  environment.cache.set(NAV_CACHE_KEY, fresh.definition);
  if (!sameDefinition(fresh.definition, shown)) environment.show(fresh.definition);
}
