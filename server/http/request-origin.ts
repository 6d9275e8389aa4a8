import type { Context } from "hono";

export interface OriginSettings {
  readonly publicUrl: string | undefined;
  readonly trustProxy: boolean;
}

const firstValue = (header: string | undefined) => header?.split(",")[0]?.trim() || undefined;

/** Whether the visitor reached us over TLS: directly, or through a trusted proxy that says so. */
export function isSecureRequest(c: Context, settings: OriginSettings): boolean {
  if (c.req.url.startsWith("https:")) return true;
  return settings.trustProxy && firstValue(c.req.header("x-forwarded-proto")) === "https";
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
