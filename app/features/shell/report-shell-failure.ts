import { reportClientError } from "~/lib/http/client-log";

/**
 * Sends a shell failure (the navigation could not be refreshed) to the client log, POST /api/logs, as a
 * warning of the "navigation" kind. Never throws; the client log sends each message once per page and
 * drops a report the server does not take.
 */
export function reportShellFailure(message: string): void {
  reportClientError(message, "navigation", "warn");
}
