import type { Context, Handler, MiddlewareHandler } from "hono";
import { generateCookie, getCookie } from "hono/cookie";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { jsonError } from "../http/json-errors";

/**
 * Cross-site request forgery protection (§7): a signed double-submit token.
 *
 * Every visitor gets a random pre-session id (HttpOnly cookie) and a token cookie that scripts can read:
 * `<random>.<HMAC-SHA256(secret, sid + "." + random)>`. A state-changing request must send the same token
 * back in the X-CSRF-Token header (the app's fetch wrapper copies it) or, for a form posted without
 * JavaScript, in the `_csrf` field; the server checks it matches the cookie and was signed for this
 * visitor's session, in constant time. Requests that say they come from another site (Sec-Fetch-Site:
 * cross-site, or a foreign Origin) are refused before that.
 *
 * Pages never set these cookies, so a shared cache can store any page: the browser asks for them with
 * `GET /api/session` (answered `no-store`) before its first write. A form posted without JavaScript
 * gets them, and its token, on the answer that shows the form again (see `deferToAction`).
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
   * Form posts of pages whose action checks the token itself, with `csrfCheck` on the form it reads (the
   * body is not read here). Pages carry no token (any cache may keep them), so a form posted without
   * JavaScript arrives without one; instead of a bare 403 the action shows the filled-in form again with
   * the visitor's token, on an answer that sets the cookies it belongs to, and stores nothing until the
   * form comes back with it. The cross-site checks still answer 403 here.
   */
  readonly deferToAction?: (c: Context) => boolean;
  /**
   * Admin APIs whose every write is refused without the valid admin bearer token (server/security/admin-auth.ts):
   * a browser never attaches one by itself, so a forged request fails there anyway, and an anonymous caller
   * hears 401 (what is missing) from the API. Nowhere else does an Authorization header change anything.
   */
  readonly bearerOnly?: (c: Context) => boolean;
}

/**
 * Set for writes: whether the request carried a valid token, and the visitor's token (for a form shown
 * again). On a deferred form post, `csrfCheck` says whether a token the action read from the form is this
 * visitor's (the X-CSRF-Token header counts too); `csrfVerified` is then false until the action asks.
 */
export type CsrfVariables = {
  csrfToken: string | undefined;
  csrfVerified: boolean;
  csrfCheck: ((sent: unknown) => boolean) | undefined;
};

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

const isCrossSite = (c: Context) => c.req.header("Sec-Fetch-Site")?.trim().toLowerCase() === "cross-site";

/**
 * This visitor's token, and the Set-Cookie lines that start a session when the request brought no valid
 * pair of cookies.
 */
function sessionOf(
  c: Context,
  secret: Uint8Array,
  secure: boolean,
): { readonly token: string; readonly verifiedPair: boolean; readonly cookies: readonly string[] } {
  const names = csrfCookieNames(secure);
  const sessionId = getCookie(c, names.session);
  const token = getCookie(c, names.token);
  if (sessionId && token && isValidCsrfToken(secret, sessionId, token))
    return { token, verifiedPair: true, cookies: [] };
  const freshSession = randomPart();
  const freshToken = createCsrfToken(secret, freshSession);
  const cookieOptions = { path: "/", secure, sameSite: "Lax" as const };
  return {
    token: freshToken,
    verifiedPair: false,
    cookies: [
      generateCookie(names.session, freshSession, { ...cookieOptions, httpOnly: true }),
      generateCookie(names.token, freshToken, cookieOptions),
    ],
  };
}

/**
 * Marks an answer `no-store` and appends Set-Cookie lines; false when the response's headers cannot
 * change (a fetched response).
 */
function privateAnswer(response: Response, cookies: readonly string[]): boolean {
  try {
    response.headers.set("Cache-Control", "no-store");
    for (const cookie of cookies) response.headers.append("Set-Cookie", cookie);
    return true;
  } catch {
    return false;
  }
}

/**
 * `GET /api/session`: the visitor's CSRF token as `{"csrfToken": "..."}`, with the pre-session and token
 * cookies set when the request brought no valid pair. Never stored by any cache.
 */
export function csrfSessionRoute(options: Pick<CsrfOptions, "secret" | "isSecure">): Handler {
  return async (c) => {
    const session = sessionOf(c, await options.secret(), options.isSecure(c));
    for (const cookie of session.cookies) c.header("Set-Cookie", cookie, { append: true });
    c.header("Cache-Control", "no-store");
    return c.json({ csrfToken: session.token });
  };
}

export function csrfProtection(options: CsrfOptions): MiddlewareHandler<{ Variables: CsrfVariables }> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || options.bearerOnly?.(c) === true) {
      c.set("csrfVerified", false);
      return next();
    }
    if (isCrossSite(c)) return jsonError(c, 403, "csrf", "Requests from other sites are not accepted.");
    const origin = c.req.header("Origin");
    if (origin && origin !== options.origin(c)) {
      return jsonError(c, 403, "csrf", "Requests from other sites are not accepted.");
    }
    const secret = await options.secret();
    const session = sessionOf(c, secret, options.isSecure(c));
    const deferred = options.deferToAction?.(c) === true;
    if (deferred) {
      const header = c.req.header(CSRF_HEADER);
      c.set("csrfVerified", false);
      c.set("csrfToken", session.token);
      c.set("csrfCheck", (sent) => {
        const token = header ?? sent;
        return session.verifiedPair && typeof token === "string" && equalInConstantTime(token, session.token);
      });
      await next();
      // The page's action answers with the form (it may repeat what the visitor typed) or its confirmation:
      // never for a cache, and carrying the cookies its token belongs to. Added to the response itself:
      // pages answer with a Response of their own, which would not carry headers set on the context before it existed.
      if (!privateAnswer(c.res, session.cookies)) {
        c.res = new Response(c.res.body, c.res);
        privateAnswer(c.res, session.cookies);
      }
      return;
    }
    const sent = await submittedToken(c);
    const verified = session.verifiedPair && sent !== undefined && equalInConstantTime(sent, session.token);
    if (!verified) {
      return jsonError(c, 403, "csrf", "The security token is missing or out of date. Reload the page and try again.", {
        fields: { [CSRF_HEADER]: "invalid" },
      });
    }
    c.set("csrfVerified", verified);
    c.set("csrfToken", session.token);
    return next();
  };
}

/**
 * For pages rendered for one visitor only and never cached (the /apply pages): a GET or HEAD gets the
 * visitor's token (`csrfToken`, for the forms' `_csrf` field, which then work without JavaScript from the
 * first post) and the answer sets the cookies it belongs to when the request brought no valid pair. Such a
 * page must answer `no-store`; this marks it so as well.
 */
export function csrfPageSession<Env extends { Variables: CsrfVariables }>(
  options: Pick<CsrfOptions, "secret" | "isSecure">,
): MiddlewareHandler<Env> {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const session = sessionOf(c, await options.secret(), options.isSecure(c));
    c.set("csrfToken", session.token);
    await next();
    if (!privateAnswer(c.res, session.cookies)) {
      c.res = new Response(c.res.body, c.res);
      privateAnswer(c.res, session.cookies);
    }
  };
}
