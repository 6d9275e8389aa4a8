import { createRequestHandler, isRouteErrorResponse, type AppLoadContext, type ServerBuild } from "react-router";

/** A page as React Router answered it, read whole. */
export interface RenderedPage {
  readonly status: number;
  readonly headers: Headers;
  /** The body as text (HTML for a document; XML or text for the resource routes); null without one. */
  readonly body: string | null;
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
): (request: Request, context: AppLoadContext) => Promise<RenderedPage> {
  const { build, onError } = options;
  const reported: ServerBuild =
    onError === undefined
      ? build
      : {
          ...build,
          entry: {
            module: {
              ...build.entry.module,
              handleError: (error, { request }) => {
                // A 404 or another answer a route chose to give is not a failure.
                if (isRouteErrorResponse(error) && error.status < 500) return;
                onError(error, new URL(request.url).pathname);
              },
            },
          },
        };
  const handle = createRequestHandler(reported, options.mode);
  return async (request, context) => {
    const response = await handle(request, context);
    const body = response.body === null ? null : await response.text();
    return { status: response.status, headers: response.headers, body };
  };
}
