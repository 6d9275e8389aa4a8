import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * What an error answer may add to its code and message: `fields`, the fields at fault keyed by their path
 * ("siteid", "groups.0.header", "Authorization") with a short code for each ("required", "invalid",
 * "unknown", or a rule's own such as "checksumFailed"), and figures a client can act on
 * (`retryAfterSeconds`, `limitBytes`).
 */
export interface ErrorDetails {
  readonly fields?: Readonly<Record<string, string>>;
  readonly retryAfterSeconds?: number;
  readonly limitBytes?: number;
}

/** The one shape of every error answer: {"error": {"code": "...", "message": "...", "fields": {...}}}. */
export function jsonError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  details: ErrorDetails = {},
): Response {
  c.header("Cache-Control", "no-store");
  return c.json({ error: { code, message, ...details } }, status);
}
