import type { Context, Handler } from "hono";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { createNonce, pageContentSecurityPolicy } from "../security/content-security-policy";

export interface PageRendererOptions {
  readonly build: ServerBuild;
  readonly mode: "production" | "development";
  readonly originOf: (c: Context) => string;
  readonly upgradeInsecure: (c: Context) => boolean;
  /** More of the load context, read per request (the live navigation and footer, for one). */
  readonly loadContext?: (c: Context) => Promise<Omit<AppLoadContext, "cspNonce" | "publicOrigin">>;
}

/**
 * Server rendering through React Router: every response gets a fresh CSP nonce, which the document
 * renderer writes onto the inline scripts it emits.
 */
export function pageRenderer(options: PageRendererOptions): Handler {
  const handle = createRequestHandler(options.build, options.mode);
  return async (c) => {
    const nonce = createNonce();
    const extra = options.loadContext ? await options.loadContext(c) : {};
    const response = await handle(c.req.raw, { ...extra, cspNonce: nonce, publicOrigin: options.originOf(c) });
    if (response.headers.get("Content-Type")?.startsWith("text/html")) {
      response.headers.set(
        "Content-Security-Policy",
        pageContentSecurityPolicy({ nonce }, { upgradeInsecure: options.upgradeInsecure(c) }),
      );
      if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "private, no-cache");
    }
    return response;
  };
}
