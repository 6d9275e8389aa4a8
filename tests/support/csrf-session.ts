import { fetchRaw } from "./server";

/** A visitor's CSRF cookies and token, as a browser holds them after its first page. */
export interface CsrfSession {
  readonly cookie: string;
  readonly token: string;
}

/** Visits a page (GET /offline, a small one) and keeps the cookies the server set. */
export async function openCsrfSession(baseUrl: string, headers: Record<string, string> = {}): Promise<CsrfSession> {
  const response = await fetchRaw(`${baseUrl}/call-me-back`, { headers });
  await response.arrayBuffer();
  const pairs = response.headers.getSetCookie().map((line) => line.split(";")[0] ?? "");
  const token = pairs.find((pair) => pair.startsWith("csrf-token="))?.slice("csrf-token=".length);
  if (!token) throw new Error("The server set no csrf-token cookie.");
  return { cookie: pairs.join("; "), token: decodeURIComponent(token) };
}

/** Headers of a same-site JSON write with the session's cookies and token. */
export function csrfHeaders(session: CsrfSession, extra: Record<string, string> = {}): Record<string, string> {
  return { Cookie: session.cookie, "X-CSRF-Token": session.token, "Content-Type": "application/json", ...extra };
}
