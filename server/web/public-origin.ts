import type { Context } from "hono";
import type { HttpBindings } from "@hono/node-server";
import { isSecureRequest } from "../http/request-origin";

export interface PublicOriginSettings {
  /** PUBLIC_URL's origin: when set, the only origin pages ever name. */
  readonly publicUrl: string | undefined;
  /** ALLOWED_HOSTS: without PUBLIC_URL, the host names pages may name; the first is the fallback. */
  readonly allowedHosts: readonly string[];
  readonly trustProxy: boolean;
}

/** The host name of a Host header value ("LocalHost:3000" → "localhost", "[::1]:80" → "::1"). */
function hostnameOf(host: string | undefined): string | undefined {
  if (!host) return undefined;
  const match = /^\[([^\]]+)\](?::\d+)?$/.exec(host) ?? /^([^:]+)(?::\d+)?$/.exec(host);
  return match?.[1]?.toLowerCase();
}

/** The port this connection reached, from the socket (the client cannot choose it); undefined when unknown. */
function localPort(c: Context<{ Bindings: HttpBindings }>): number | undefined {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  return incoming?.socket?.localPort;
}

/**
 * The origin a page's own absolute links name (canonical, Open Graph, structured data, sitemap): never
 * taken from what a client sends as it is. PUBLIC_URL when set. Otherwise the request's host name if it is
 * in ALLOWED_HOSTS, else the first allowed host; the scheme is the one the visitor used (through a trusted
 * proxy, the one it reports), and the port is the one this server's socket listens on (none behind a
 * proxy, or when it is the scheme's default). So the set of origins a page can name is small and fixed by
 * the configuration, and a made-up Host header never reaches a page or a cached copy.
 */
export function publicOrigin(c: Context, settings: PublicOriginSettings): string {
  if (settings.publicUrl) return settings.publicUrl;
  const secure = isSecureRequest(c, settings);
  const forwardedHost = settings.trustProxy ? c.req.header("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  const requested = hostnameOf(forwardedHost ?? c.req.header("host"));
  const hostname =
    requested && settings.allowedHosts.includes(requested) ? requested : (settings.allowedHosts[0] ?? "localhost");
  const port = forwardedHost === undefined ? localPort(c) : undefined;
  const defaultPort = secure ? 443 : 80;
  const host = hostname.includes(":") ? `[${hostname}]` : hostname;
  return `${secure ? "https" : "http"}://${host}${port === undefined || port === defaultPort ? "" : `:${port}`}`;
}
