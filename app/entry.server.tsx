import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { SiteOriginProvider } from "./features/seo/site-origin";
import { installServerSanitizer } from "./lib/sanitize/sanitize-html.server";
import { PRERENDER_ORIGIN } from "./lib/seo/prerender-origin";
import "./load-context";

// Markup rendered through SafeHtml is sanitized on the server too, so the HTML sent matches what the
// browser renders when it hydrates.
installServerSanitizer();

export const streamTimeout = 5_000;

/**
 * Renders a document. The server passes a CSP nonce and the public origin in the load context; the
 * build's prerender step passes neither, so prerendered pages carry the placeholder origin, which the
 * server replaces when it serves them.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext | undefined,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext?.cspNonce;
  const origin = loadContext?.publicOrigin ?? PRERENDER_ORIGIN;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and the prerender step get the whole document at once; visitors get it streamed.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || !loadContext?.cspNonce
        ? "onAllReady"
        : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <SiteOriginProvider value={origin}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </SiteOriginProvider>,
      {
        nonce,
        // Never outline finished Suspense boundaries into hidden chunks that inline scripts move into place:
        // the HTML arrives in reading order, works without JavaScript and cannot shift as it is assembled.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready reject above and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
