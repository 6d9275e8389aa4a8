import { CSRF_SESSION_PATH, csrfTokenFromCookies } from "./csrf-fetch";

/**
 * The visitor's CSRF token for a form that React Router posts in place (the call-me-back form's fetcher,
 * which cannot add the X-CSRF-Token header): asked of `GET /api/session`, whose answer sets the cookies the
 * token belongs to, else the token cookie of an earlier visit. A module of its own, loaded with the form,
 * so a first visit does not pay for it.
 */
export async function fetchCsrfToken(
  environment: { readonly fetch: typeof fetch; readonly cookies: () => string } = {
    fetch: (...args) => globalThis.fetch(...args),
    cookies: () => globalThis.document?.cookie ?? "",
  },
): Promise<string | undefined> {
  try {
    const response = await environment.fetch(CSRF_SESSION_PATH, { credentials: "same-origin", cache: "no-store" });
    const token = response.ok ? ((await response.json()) as { csrfToken?: unknown }).csrfToken : undefined;
    if (typeof token === "string" && token !== "") return token;
  } catch {
    // Offline or refused: the cookie of an earlier visit may still do.
  }
  return csrfTokenFromCookies(environment.cookies());
}
