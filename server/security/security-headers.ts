import type { Context, MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { RESOURCE_CONTENT_SECURITY_POLICY } from "./content-security-policy";

/** Two years, subdomains included: only ever sent over TLS. */
const HSTS = "max-age=63072000; includeSubDomains";

const options = (hsts: boolean) =>
  secureHeaders({
    contentSecurityPolicy: undefined,
    crossOriginOpenerPolicy: "same-origin",
    crossOriginResourcePolicy: "same-origin",
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    strictTransportSecurity: hsts ? HSTS : false,
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
    },
    // A page's own policy (the hashes of its scripts) and the service worker's win over the default below.
    overwrite: false,
  });

/**
 * Hono's secure-headers on every answer (HSTS only over TLS, directly or through a trusted proxy), and
 * for anything that did not set its own Content-Security-Policy, the policy that lets nothing run.
 */
export function securityHeaders(isSecure: (c: Context) => boolean): MiddlewareHandler {
  const plain = options(false);
  const secure = options(true);
  return async (c, next) => {
    await (isSecure(c) ? secure : plain)(c, next);
    if (!c.res.headers.has("Content-Security-Policy"))
      c.res.headers.set("Content-Security-Policy", RESOURCE_CONTENT_SECURITY_POLICY);
  };
}
