/**
 * Whether an error means the database could not be reached or is shutting down (so trying again in a
 * moment may work), rather than that it refused what was asked of it. Writes that fail this way answer
 * 503 with Retry-After; anything else is a fault of ours (500).
 */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  // PostgreSQL: shutting down, crashed, starting up, too many connections, out of resources.
  "57P01",
  "57P02",
  "57P03",
  "53000",
  "53100",
  "53200",
  "53300",
  // PostgreSQL's own time limits: a statement cancelled by statement_timeout, a session ended by
  // idle_in_transaction_session_timeout, a lock not granted in time. The database is busy, not refusing.
  "57014",
  "25P03",
  "55P03",
]);

/**
 * node-postgres reports a lost or refused connection, and an answer that did not come within its
 * query_timeout, with these messages and no code.
 */
const UNREACHABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end|PGlite is closed)/;

/** Seconds a client is asked to wait before it tries again while the database is out of reach. */
export const DATABASE_RETRY_AFTER_SECONDS = 30;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && (UNREACHABLE_CODES.has(code) || code.startsWith("08"))) return true;
    if (typeof message === "string" && UNREACHABLE_MESSAGE.test(message)) return true;
    current = cause;
  }
  return false;
}
