import { fetchRaw } from "./server";

/** A visitor's CSRF cookies and token, as a browser holds them after its first write. */
export interface CsrfSession {
  readonly cookie: string;
  readonly token: string;
}

/** Asks for a session (GET /api/session), as the app's fetch wrapper does, and keeps the cookies it set. */
export async function openCsrfSession(baseUrl: string, headers: Record<string, string> = {}): Promise<CsrfSession> {
  const response = await fetchRaw(`${baseUrl}/api/session`, { headers });
  if (!response.ok) throw new Error(`GET /api/session answered ${response.status}.`);
  const { csrfToken } = (await response.json()) as { csrfToken?: string };
  const pairs = response.headers.getSetCookie().map((line) => line.split(";")[0] ?? "");
  if (!csrfToken || !pairs.some((pair) => pair.startsWith("csrf-token="))) {
    throw new Error("The server gave no CSRF token and cookies.");
  }
  return { cookie: pairs.join("; "), token: csrfToken };
}

/** Headers of a same-site JSON write with the session's cookies and token. */
export function csrfHeaders(session: CsrfSession, extra: Record<string, string> = {}): Record<string, string> {
  return { Cookie: session.cookie, "X-CSRF-Token": session.token, "Content-Type": "application/json", ...extra };
}
