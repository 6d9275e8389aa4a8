import { isSecureIncoming, type OriginSettings } from "../http/request-origin";
import type { HeaderEntries } from "../http/default-headers-response";
import type { RequestHook } from "../http/serve-app";
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
const RESOURCE = {
  plain: headerSet(RESOURCE_CONTENT_SECURITY_POLICY, false),
  secure: headerSet(RESOURCE_CONTENT_SECURITY_POLICY, true),
};
const SERVICE_WORKER = {
  plain: headerSet(SERVICE_WORKER_CONTENT_SECURITY_POLICY, false),
  secure: headerSet(SERVICE_WORKER_CONTENT_SECURITY_POLICY, true),
};

const isServiceWorker = (target: string) => target === "/sw.js" || target.startsWith("/sw.js?");

/**
 * Headers every response carries, error answers of the adapter included. Pages set their own
 * Content-Security-Policy (with a nonce or hashes), which wins; anything without one gets the policy that
 * lets nothing run.
 */
export function securityHeaders(settings: OriginSettings): RequestHook {
  return (request, response) => {
    const forPath = isServiceWorker(request.url ?? "") ? SERVICE_WORKER : RESOURCE;
    response.addDefaultHeaders(isSecureIncoming(request, settings) ? forPath.secure : forPath.plain);
  };
}
