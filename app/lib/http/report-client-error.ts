import type { ClientLogKind } from "./client-log";

/**
 * Reports an error seen on the current page to the server's logs (client-log.ts). The page's path and the
 * time are taken at once; the reporter's code loads with the first report, so a page that runs without
 * error never downloads it.
 */
export function reportClientError(error: unknown, kind: ClientLogKind, level: "error" | "warn" = "error"): void {
  const path = globalThis.location?.pathname ?? "/";
  const now = new Date();
  // Reporting never throws: if the reporter cannot load (the visitor went offline), the report is dropped.
  import("./client-log")
    .then(({ clientLogger, clientLogEntry }) => clientLogger.report(clientLogEntry(error, kind, path, now, level)))
    .catch(() => undefined);
}
