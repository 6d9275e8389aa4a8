/**
 * The one fetch wrapper of the app (§7): every request that changes something (not GET or HEAD) to a
 * relative URL of this site carries the visitor's cross-site-request-forgery token in the X-CSRF-Token
 * header. Requests to other origins never get it.
 *
 * Pages carry no token and set no cookies (any cache may keep them), so before its first write the wrapper
 * asks `GET /api/session` once: the answer sets the session cookies and gives the token. Should that fail,
 * the token cookie of an earlier visit is used. A write refused for its token (403 "csrf", e.g. after the
 * cookies were cleared in another tab) fetches the session again and is sent once more.
 */
export const CSRF_HEADER = "X-CSRF-Token";
/** Where the browser gets its CSRF cookies and token (server/security/csrf.ts). */
export const CSRF_SESSION_PATH = "/api/session";
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

const isWrite = (method: string) => method !== "GET" && method !== "HEAD";

/** A body that can be sent a second time as it is (not a stream, which is read once). */
const isResendable = (body: BodyInit | null | undefined) =>
  body === undefined || body === null || typeof body === "string" || body instanceof URLSearchParams;

async function isRefusedForToken(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  const answer = (await response
    .clone()
    .json()
    .catch(() => undefined)) as { error?: { code?: unknown } } | undefined;
  return answer?.error?.code === "csrf";
}

export function createCsrfFetch(environment: CsrfFetchEnvironment): typeof fetch {
  let session: Promise<string | undefined> | undefined;
  const sessionToken = (): Promise<string | undefined> => {
    session ??= environment
      .fetch(CSRF_SESSION_PATH, { credentials: "same-origin", cache: "no-store" })
      .then(async (response) =>
        response.ok ? ((await response.json()) as { csrfToken?: unknown }).csrfToken : undefined,
      )
      .then((token) => (typeof token === "string" && token !== "" ? token : undefined))
      .catch(() => undefined)
      .then((token) => {
        // Asked again before the next write when this try gave nothing.
        if (token === undefined) session = undefined;
        return token;
      });
    return session;
  };
  const send = (input: RequestInfo | URL, init: RequestInit, token: string | undefined) => {
    const headers = new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined));
    if (token) headers.set(CSRF_HEADER, token);
    return environment.fetch(input, { ...init, headers, credentials: "same-origin" });
  };

  return async (input, init = {}) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    if (!isWrite(method) || !isRelativeUrl(url)) return environment.fetch(input, init);
    const token = (await sessionToken()) ?? csrfTokenFromCookies(environment.cookies());
    const response = await send(input, init, token);
    if (input instanceof Request || !isResendable(init.body) || !(await isRefusedForToken(response))) return response;
    session = undefined;
    const fresh = await sessionToken();
    return fresh === undefined || fresh === token ? response : send(input, init, fresh);
  };
}

let shared: typeof fetch | undefined;

/** The browser's fetch with the CSRF header added as above; one session per page. */
export const csrfFetch: typeof fetch = (input, init) => {
  shared ??= createCsrfFetch({
    // Looked up per call, so a fetch replaced after the first write is the one used.
    fetch: (...args) => globalThis.fetch(...args),
    cookies: () => globalThis.document?.cookie ?? "",
  });
  return shared(input, init);
};
