import type { Context } from "hono";
import type { IncomingMessage } from "node:http";

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

/** isSecureRequest for a Node request, before the app sees it. */
export function isSecureIncoming(request: IncomingMessage, settings: OriginSettings): boolean {
  const direct = "encrypted" in request.socket && request.socket.encrypted === true;
  const forwarded = request.headers["x-forwarded-proto"];
  return isSecure(direct, Array.isArray(forwarded) ? forwarded[0] : forwarded, settings);
}

/**
 * The public origin for links the server writes (canonical URLs): PUBLIC_URL when set, otherwise the
 * origin the request came in on (with X-Forwarded-Host/Proto only from a trusted proxy).
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
