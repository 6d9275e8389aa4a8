import type { Context, MiddlewareHandler } from "hono";
import { bearerAuth } from "hono/bearer-auth";
import { jsonError } from "../http/json-errors";

/**
 * Admin writes: 403 while no ADMIN_TOKEN is configured, otherwise Hono's bearer-token check (compared in
 * constant time) with answers in the API's JSON error shape: 401 for a missing or wrong token, 400 for an
 * Authorization header that is not `Bearer <token>`.
 */
export function adminOnly(adminToken: string | undefined, realm: string): MiddlewareHandler {
  if (adminToken === undefined) {
    return async (c) =>
      jsonError(c, 403, "writes_disabled", "Publishing is switched off on this server (no ADMIN_TOKEN).");
  }
  const refuse = (status: 400 | 401) => (c: Context) =>
    jsonError(
      c,
      status,
      status === 400 ? "invalid_authorization" : "unauthorized",
      "Send the admin token as Authorization: Bearer <token>.",
      { fields: { Authorization: status === 400 ? "malformed" : "invalid" } },
    );
  return bearerAuth({
    token: adminToken,
    realm,
    noAuthenticationHeader: { message: refuse(401) },
    invalidAuthenticationHeader: { message: refuse(400) },
    invalidToken: { message: refuse(401) },
  });
}
