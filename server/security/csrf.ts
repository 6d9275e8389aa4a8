import type { Context, MiddlewareHandler } from "hono";
import { generateCookie, getCookie } from "hono/cookie";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { jsonError } from "../http/json-errors";

/**
 * Cross-site request forgery protection (§7, issue 7): a signed double-submit token.
 *
 * Every visitor gets a random pre-session id (HttpOnly cookie) and a token cookie that scripts can read:
 * `<random>.<HMAC-SHA256(secret, sid + "." + random)>`. A state-changing request must send the same token
 * back in the X-CSRF-Token header (the app's fetch wrapper copies it) or, for a form posted without
 * JavaScript, in the `_csrf` field; the server checks it matches the cookie and was signed for this
 * visitor's session, in constant time. Requests that say they come from another site (Sec-Fetch-Site:
 * cross-site, or a foreign Origin) are refused before that. Calls with an admin bearer token are exempt:
 * browsers never attach one by themselves.
 */
export const CSRF_HEADER = "X-CSRF-Token";
export const CSRF_FORM_FIELD = "_csrf";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function csrfCookieNames(secure: boolean): { readonly session: string; readonly token: string } {
  // The __Host- prefix (HTTPS only) pins a cookie to this host and path /, so no subdomain can plant one.
  return secure
    ? { session: "__Host-umoya-sid", token: "__Host-csrf-token" }
    : { session: "umoya-sid", token: "csrf-token" };
}

const randomPart = () => randomBytes(18).toString("base64url");

function signature(secret: Uint8Array, sessionId: string, nonce: string): string {
  return createHmac("sha256", secret).update(`${sessionId}.${nonce}`).digest("base64url");
}

export function createCsrfToken(secret: Uint8Array, sessionId: string): string {
  const nonce = randomPart();
  return `${nonce}.${signature(secret, sessionId, nonce)}`;
}

function equalInConstantTime(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether a token was signed with this secret for this session. */
export function isValidCsrfToken(secret: Uint8Array, sessionId: string, token: string): boolean {
  const [nonce, mac, extra] = token.split(".");
  if (!nonce || !mac || extra !== undefined) return false;
  return equalInConstantTime(mac, signature(secret, sessionId, nonce));
}

export interface CsrfOptions {
  /** The server secret; all copies of the server must share it. */
  readonly secret: () => Uint8Array | Promise<Uint8Array>;
  readonly isSecure: (c: Context) => boolean;
  /** The site's own origin, e.g. https://www.umoyafinance.co.za. */
  readonly origin: (c: Context) => string;
  /**
   * Form posts of pages whose action checks `csrfVerified` itself. A page prerendered at build time cannot
   * carry a token, so its no-JavaScript form arrives without one; instead of a bare 403 the action shows
   * the filled-in form again with a fresh token and stores nothing until it comes back with it. The
   * cross-site checks still answer 403 for these.
   */
  readonly deferToAction?: (c: Context) => boolean;
  /**
   * Admin APIs whose every write needs the bearer token: a browser never attaches one by itself, so a
   * forged request fails there anyway, and an anonymous caller hears 401 (what is missing) from the API.
   */
  readonly bearerOnly?: (c: Context) => boolean;
}

export type CsrfVariables = { csrfToken: string; csrfVerified: boolean };

async function submittedToken(c: Context): Promise<string | undefined> {
  const header = c.req.header(CSRF_HEADER);
  if (header) return header;
  const type = c.req.header("Content-Type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) return undefined;
  try {
    // A clone, so the page's own action can still read the body.
    const form = await c.req.raw.clone().formData();
    const value = form.get(CSRF_FORM_FIELD);
    return typeof value === "string" ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Appends Set-Cookie lines; false when the response's headers cannot change (a fetched response). */
function trySetCookies(response: Response, cookies: readonly string[]): boolean {
  try {
    for (const cookie of cookies) response.headers.append("Set-Cookie", cookie);
    return true;
  } catch {
    return false;
  }
}

export function csrfProtection(options: CsrfOptions): MiddlewareHandler<{ Variables: CsrfVariables }> {
  return async (c, next) => {
    const secure = options.isSecure(c);
    const names = csrfCookieNames(secure);
    const secret = await options.secret();
    const cookieOptions = { path: "/", secure, sameSite: "Lax" as const };

    let sessionId = getCookie(c, names.session);
    let token = getCookie(c, names.token);
    const hadValidPair = Boolean(sessionId && token && isValidCsrfToken(secret, sessionId, token));

    const exempt = /^Bearer\s/i.test(c.req.header("Authorization") ?? "") || options.bearerOnly?.(c) === true;
    if (!SAFE_METHODS.has(c.req.method) && !exempt) {
      if (c.req.header("Sec-Fetch-Site") === "cross-site") {
        return jsonError(c, 403, "csrf", "Requests from other sites are not accepted.");
      }
      const origin = c.req.header("Origin");
      if (origin && origin !== options.origin(c)) {
        return jsonError(c, 403, "csrf", "Requests from other sites are not accepted.");
      }
      const sent = await submittedToken(c);
      const verified =
        hadValidPair && Boolean(sent) && Boolean(token) && equalInConstantTime(sent as string, token as string);
      if (!verified && !options.deferToAction?.(c)) {
        return jsonError(
          c,
          403,
          "csrf",
          "The security token is missing or out of date. Reload the page and try again.",
          { field: CSRF_HEADER },
        );
      }
      c.set("csrfVerified", verified);
    } else {
      c.set("csrfVerified", false);
    }

    const cookies: string[] = [];
    if (!hadValidPair) {
      sessionId = randomPart();
      token = createCsrfToken(secret, sessionId);
      cookies.push(
        generateCookie(names.session, sessionId, { ...cookieOptions, httpOnly: true }),
        generateCookie(names.token, token, cookieOptions),
      );
    }
    c.set("csrfToken", token as string);
    await next();
    if (cookies.length === 0) return;
    // Added to the response itself: pages answer with a Response of their own, which would not carry
    // headers set on the context before it existed.
    if (!trySetCookies(c.res, cookies)) {
      c.res = new Response(c.res.body, c.res);
      trySetCookies(c.res, cookies);
    }
  };
}
