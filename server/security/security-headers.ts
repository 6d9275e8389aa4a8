import type { MiddlewareHandler } from "hono";
import { isSecureRequest, type OriginSettings } from "../http/request-origin";
import { RESOURCE_CONTENT_SECURITY_POLICY, SERVICE_WORKER_CONTENT_SECURITY_POLICY } from "./content-security-policy";

const HSTS = "max-age=63072000; includeSubDomains";

/**
 * Headers every response carries. Pages set their own Content-Security-Policy (with a nonce or hashes);
 * anything that arrives here without one gets the policy that lets nothing run.
 */
export function securityHeaders(settings: OriginSettings): MiddlewareHandler {
  return async (c, next) => {
    await next();
    let headers = c.res.headers;
    try {
      headers.set("X-Content-Type-Options", "nosniff");
    } catch {
      // Some responses (Response.redirect, fetch results) have immutable headers: copy them once.
      c.res = new Response(c.res.body, c.res);
      headers = c.res.headers;
      headers.set("X-Content-Type-Options", "nosniff");
    }
    if (!headers.has("Content-Security-Policy")) {
      headers.set("Content-Security-Policy", c.req.path === "/sw.js" ? SERVICE_WORKER_CONTENT_SECURITY_POLICY : RESOURCE_CONTENT_SECURITY_POLICY);
    }
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    headers.set("Cross-Origin-Resource-Policy", "same-origin");
    headers.set("X-Frame-Options", "DENY");
    headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()");
    if (isSecureRequest(c, settings)) headers.set("Strict-Transport-Security", HSTS);
  };
}
