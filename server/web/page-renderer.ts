import { AsyncLocalStorage } from "node:async_hooks";
import {
  createRequestHandler,
  isRouteErrorResponse,
  RouterContextProvider,
  type RouterContext,
  type ServerBuild,
} from "react-router";
import type { SiteLoadContext } from "../../app/load-context";
import { isDatabaseUnavailable } from "../db/unavailable";

/** A page as React Router answered it, read whole. */
export interface RenderedPage {
  readonly status: number;
  readonly headers: Headers;
  /** The body as text (HTML for a document; XML or text for the resource routes); null without one. */
  readonly body: string | null;
  /**
   * Whether an error reported during this render says the database is out of reach (server/db/unavailable.ts):
   * the page could not be drawn for now, rather than being wrong, so the visitor is asked to try again (503).
   */
  readonly databaseUnavailable?: boolean;
}

export interface PageRendererOptions {
  readonly build: ServerBuild;
  readonly mode: "production" | "development";
  /**
   * Reports an error a loader, action or render threw (React Router answers with the error page). Takes
   * the place of the build's own `handleError`, which would print the error whole, message and all.
   */
  readonly onError?: (error: unknown, path: string) => void;
}

/**
 * Renders a request through React Router (app/entry.server.tsx renders documents whole) and reads the
 * answer to its end, so the server can keep it, list the hashes of its inline scripts, and compress it once.
 */
export function pageRenderer(
  options: PageRendererOptions,
): (request: Request, context: SiteLoadContext) => Promise<RenderedPage> {
  const { build, onError } = options;
  // The build's own key (app/entry.server.tsx): this bundle's copy of app/load-context.ts is another object.
  const { siteContext } = build.entry.module as { siteContext?: RouterContext<SiteLoadContext> };
  if (!siteContext) throw new Error("The server build's entry does not export siteContext (app/entry.server.tsx).");
  // The errors of the render under way, whichever request object React Router hands its error hook.
  const renderErrors = new AsyncLocalStorage<unknown[]>();
  const reported: ServerBuild = {
    ...build,
    entry: {
      module: {
        ...build.entry.module,
        handleError: (error, args) => {
          // A 404 or another answer a route chose to give is not a failure.
          if (isRouteErrorResponse(error) && error.status < 500) return;
          renderErrors.getStore()?.push(error);
          if (onError) onError(error, new URL(args.request.url).pathname);
          else build.entry.module.handleError?.(error, args);
        },
      },
    },
  };
  const handle = createRequestHandler(reported, options.mode);
  return (request, context) => {
    // The home page's data was `/_root.data` before React Router's trailing-slash-aware data requests made
    // it `/_.data`; a page a browser or a CDN still holds from before asks the old address.
    if (new URL(request.url).pathname === "/_root.data" && (request.method === "GET" || request.method === "HEAD"))
      request = new Request(request.url.replace("/_root.data", "/_.data"), request);
    const errors: unknown[] = [];
    return renderErrors.run(errors, async () => {
      const routerContext = new RouterContextProvider();
      routerContext.set(siteContext, context);
      const response = await handle(request, routerContext);
      const body = response.body === null ? null : await response.text();
      return {
        status: response.status,
        headers: response.headers,
        body,
        databaseUnavailable: errors.some(isDatabaseUnavailable),
      };
    });
  };
}
