import type { MiddlewareHandler } from "hono";
import { isSecureRequest, type OriginSettings } from "../http/request-origin";
import { withDefaultHeaders, type HeaderEntries } from "../http/response-headers";
import { RESOURCE_CONTENT_SECURITY_POLICY, SERVICE_WORKER_CONTENT_SECURITY_POLICY } from "./content-security-policy";

const HSTS = "max-age=63072000; includeSubDomains";

const ALWAYS: HeaderEntries = [
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["X-Frame-Options", "DENY"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()"],
];

/** The four header sets, built once: the service worker's policy or everything else's, over TLS or not. */
const headerSet = (policy: string, secure: boolean): HeaderEntries => [
  ...ALWAYS,
  ["Content-Security-Policy", policy],
  ...(secure ? [["Strict-Transport-Security", HSTS] as const] : []),
];
const RESOURCE = { plain: headerSet(RESOURCE_CONTENT_SECURITY_POLICY, false), secure: headerSet(RESOURCE_CONTENT_SECURITY_POLICY, true) };
const SERVICE_WORKER = { plain: headerSet(SERVICE_WORKER_CONTENT_SECURITY_POLICY, false), secure: headerSet(SERVICE_WORKER_CONTENT_SECURITY_POLICY, true) };

/**
 * Headers every response carries. Pages set their own Content-Security-Policy (with a nonce or hashes),
 * which wins; anything without one gets the policy that lets nothing run.
 */
export function securityHeaders(settings: OriginSettings): MiddlewareHandler {
  return async (c, next) => {
    const forPath = c.req.path === "/sw.js" ? SERVICE_WORKER : RESOURCE;
    await withDefaultHeaders(c, next, isSecureRequest(c, settings) ? forPath.secure : forPath.plain);
  };
}
