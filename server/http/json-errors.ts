import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The one shape of every API error: {"error": {"code": "...", "message": "...", ...details}}. */
export function jsonError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  details: Record<string, unknown> = {},
): Response {
  c.header("Cache-Control", "no-store");
  return c.json({ error: { code, message, ...details } }, status);
}
