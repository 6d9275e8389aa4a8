/**
 * Reports browser errors and warnings to POST /api/logs. Only what helps find the bug goes: the
 * message, the stack, the page's path without query string or fragment (which can carry anything), the
 * time. A page sends at most MAX_REPORTS_PER_PAGE reports and never the same one twice, so an error in a
 * loop cannot flood the server; the server limits each client as well.
 */
export type ClientLogKind = "uncaught" | "unhandledrejection" | "navigation" | "bootstrap" | "report";

export interface ClientLogEntry {
  readonly level: "error" | "warn";
  readonly message: string;
  readonly stack?: string;
  readonly url: string;
  readonly time: string;
  readonly kind: ClientLogKind;
}

export const MAX_REPORTS_PER_PAGE = 20;
const MAX_MESSAGE = 2000;
const MAX_STACK = 6000;

/** A log entry for an error of any shape, bounded to what the server accepts. */
export function clientLogEntry(
  error: unknown,
  kind: ClientLogKind,
  path: string,
  now: Date = new Date(),
  level: "error" | "warn" = "error",
): ClientLogEntry {
  const message =
    error instanceof Error ? `${error.name}: ${error.message}` : typeof error === "string" ? error : safeString(error);
  const stack = error instanceof Error && error.stack ? error.stack.slice(0, MAX_STACK) : undefined;
  return {
    level,
    message: (message || "Unknown error").slice(0, MAX_MESSAGE),
    ...(stack ? { stack } : {}),
    url: (path.split(/[?#]/)[0] ?? "/").slice(0, 500),
    time: now.toISOString(),
    kind,
  };
}

function safeString(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

export interface ClientLogger {
  report(entry: ClientLogEntry): void;
}

export function createClientLogger(
  send: (entry: ClientLogEntry) => Promise<unknown>,
  limit = MAX_REPORTS_PER_PAGE,
): ClientLogger {
  const seen = new Set<string>();
  return {
    report(entry) {
      const key = `${entry.kind}|${entry.message}|${entry.url}`;
      if (seen.has(key) || seen.size >= limit) return;
      seen.add(key);
      // Reporting must never throw or log on its own: a failed report is dropped.
      send(entry).catch(() => undefined);
    },
  };
}

/**
 * The browser's client logger: JSON to /api/logs through the app's one fetch wrapper, which is loaded
 * with the first report, so a page that runs without error never downloads it.
 */
export const clientLogger = createClientLogger((entry) =>
  import("./csrf-fetch").then(({ csrfFetch }) =>
    csrfFetch("/api/logs", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(entry),
      keepalive: true,
    }),
  ),
);
