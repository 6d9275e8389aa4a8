import type { Context } from "hono";

export interface OriginSettings {
  readonly publicUrl: string | undefined;
  readonly trustProxy: boolean;
}

const firstValue = (header: string | undefined) => header?.split(",")[0]?.trim() || undefined;

/** TLS straight to us, or a trusted proxy that says the visitor used it. */
const isSecure = (direct: boolean, forwardedProto: string | undefined, settings: OriginSettings) =>
  direct || (settings.trustProxy && firstValue(forwardedProto) === "https");

/** Whether the visitor reached us over TLS: directly, or through a trusted proxy that says so. */
export function isSecureRequest(c: Context, settings: OriginSettings): boolean {
  return isSecure(c.req.url.startsWith("https:"), c.req.header("x-forwarded-proto"), settings);
}

/**
 * The origin this request came in on, which a write's Origin header must match (the CSRF check):
 * PUBLIC_URL when set, otherwise the request's own (with X-Forwarded-Host/Proto only from a trusted proxy).
 * Never written into a page: pages name server/web/public-origin.ts's origin.
 */
export function requestOrigin(c: Context, settings: OriginSettings): string {
  if (settings.publicUrl) return settings.publicUrl;
  const url = new URL(c.req.url);
  if (!settings.trustProxy) return url.origin;
  const protocol = firstValue(c.req.header("x-forwarded-proto")) ?? url.protocol.replace(":", "");
  const host = firstValue(c.req.header("x-forwarded-host")) ?? url.host;
  try {
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return url.origin;
  }
}
