import { csrfFetch } from "~/lib/http/csrf-fetch";

/**
 * Sends a shell failure (the navigation could not be refreshed) to the client log, POST /api/logs, in
 * the client log's entry shape: level, message, path without query, time, kind. Never throws; a log
 * endpoint that is missing (404) or down is ignored, and each message goes once per page.
 */
const sent = new Set<string>();

export function reportShellFailure(message: string): void {
  if (sent.has(message) || sent.size >= 5) return;
  sent.add(message);
  const entry = {
    level: "warn",
    message: message.slice(0, 2000),
    url: (globalThis.location?.pathname ?? "/").slice(0, 500),
    time: new Date().toISOString(),
    kind: "navigation",
  };
  try {
    csrfFetch("/api/logs", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(entry),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // No fetch (very old browser): nothing to report with.
  }
}
