/**
 * The one fetch wrapper of the app (§7): for every request that changes something (not GET or HEAD) to a
 * relative URL of this site, the cross-site-request-forgery token is copied from its cookie into the
 * X-CSRF-Token header. Requests to other origins never get it.
 */
export const CSRF_HEADER = "X-CSRF-Token";
/** The token cookie's names: with the __Host- prefix over HTTPS, without it on plain HTTP (development). */
export const CSRF_COOKIE_NAMES = ["__Host-csrf-token", "csrf-token"] as const;

export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(value.join("="));
      } catch {
        return value.join("=");
      }
    }
  }
  return undefined;
}

export function csrfTokenFromCookies(cookieHeader: string): string | undefined {
  for (const name of CSRF_COOKIE_NAMES) {
    const token = readCookie(cookieHeader, name);
    if (token) return token;
  }
  return undefined;
}

/** Whether a request URL is relative, i.e. goes to this site. */
export function isRelativeUrl(url: string): boolean {
  return !/^[a-z][a-z\d+.-]*:/i.test(url) && !url.startsWith("//");
}

export interface CsrfFetchEnvironment {
  readonly fetch: typeof fetch;
  readonly cookies: () => string;
}

export function createCsrfFetch(environment: CsrfFetchEnvironment): typeof fetch {
  return (input, init = {}) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    if (method === "GET" || method === "HEAD" || !isRelativeUrl(url)) return environment.fetch(input, init);
    const token = csrfTokenFromCookies(environment.cookies());
    const headers = new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined));
    if (token) headers.set(CSRF_HEADER, token);
    return environment.fetch(input, { ...init, headers, credentials: "same-origin" });
  };
}

/** The browser's fetch with the CSRF header added as above. */
export const csrfFetch: typeof fetch = (input, init) =>
  createCsrfFetch({ fetch: globalThis.fetch.bind(globalThis), cookies: () => globalThis.document?.cookie ?? "" })(
    input,
    init,
  );
