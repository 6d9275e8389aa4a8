import type { Context } from "hono";
import { generateCookie, getCookie } from "hono/cookie";

/** Drafts are purged after 30 days untouched; the cookie that owns one lasts as long. */
const OWNER_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 3600;

/** The cookie that owns a finance application: `<id>.<secret>`, HttpOnly; with the __Host- prefix over HTTPS. */
export const applicationOwnerCookie = (secure: boolean): string =>
  secure ? "__Host-umoya-application" : "umoya-application";

/** The application this request's cookie owns (its id and secret), if it carries one of the right shape. */
export function applicationOwnerOf(c: Context, secure: boolean): { id: string; secret: string } | undefined {
  const value = getCookie(c, applicationOwnerCookie(secure));
  const [id, secret, extra] = (value ?? "").split(".");
  return id && secret && extra === undefined ? { id, secret } : undefined;
}

/** The Set-Cookie line that hands a new draft's owner its cookie (the JSON API and the /apply pages alike). */
export const applicationOwnerSetCookie = (owner: { id: string; secret: string }, secure: boolean): string =>
  generateCookie(applicationOwnerCookie(secure), `${owner.id}.${owner.secret}`, {
    path: "/",
    httpOnly: true,
    secure,
    sameSite: "Lax",
    maxAge: OWNER_COOKIE_MAX_AGE_SECONDS,
  });
