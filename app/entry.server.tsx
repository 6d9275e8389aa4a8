import { PassThrough, Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { documentStructuredData } from "./features/seo/document-structured-data";
import { finishDocumentHead } from "./lib/html/document-head";
import { PRERENDER_ORIGIN } from "./lib/seo/prerender-origin";
import { siteContext } from "./load-context";

export const streamTimeout = 5_000;

/** The key the server sets the site's load context under (server/web/page-renderer.ts): this build's own. */
export { siteContext };

/**
 * Passes a document through, finishing its head (lib/html/document-head.ts) and adding `markup` just before
 * its `</head>`. React 19 hydrates around tags it did not render in the head, so server-only markup
 * (structured data) costs the browser no JavaScript.
 */
function finishHead(markup: string): Transform {
  let pending = Buffer.alloc(0);
  let inserted = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (inserted) return callback(null, chunk);
      pending = Buffer.concat([pending, chunk]);
      const at = pending.indexOf("</head>");
      if (at === -1) return callback();
      inserted = true;
      const head = finishDocumentHead(pending.subarray(0, at).toString("utf8"), markup);
      callback(null, Buffer.concat([Buffer.from(head), pending.subarray(at)]));
    },
    flush(callback) {
      callback(null, inserted ? undefined : pending);
    },
  });
}

/**
 * A form posted as a page (without JavaScript: a document POST) is answered as a static document, without
 * the app's scripts: the root route is handed the `{ hydrate: false }` handle of such documents
 * (features/shell/page-handle.ts). What the visitor typed then shows in the form's inputs only (`value=`),
 * never in React Router's inline hydration data, and the form posts natively again. A fetcher's post is
 * answered with data, not a document, so the page that sent it is unaffected.
 */
function asRendered(request: Request, context: EntryContext): EntryContext {
  if (request.method.toUpperCase() !== "POST") return context;
  const root = context.routeModules.root;
  if (!root) return context;
  return { ...context, routeModules: { ...context.routeModules, root: { ...root, handle: { hydrate: false } } } };
}

/**
 * Renders a document whole (the server keeps it, and lists the hashes of its inline scripts in the page's
 * Content-Security-Policy, so nothing in it may differ per visitor: no nonce). The server passes the
 * public origin in the load context; a page rendered for the render cache carries the placeholder origin
 * instead, which the server replaces with the origin each answer names.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: Readonly<RouterContextProvider>,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const origin = loadContext.get(siteContext).publicOrigin ?? PRERENDER_ORIGIN;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={asRendered(request, routerContext)} url={request.url} />,
      {
        // Never outline finished Suspense boundaries into hidden chunks that inline scripts move into place:
        // the HTML arrives in reading order, works without JavaScript and cannot shift as it is assembled.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          const structuredData = `<script type="application/ld+json">${documentStructuredData(routerContext, origin)}</script>`;
          const document = finishHead(structuredData);
          document.pipe(body);
          pipe(document);
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
