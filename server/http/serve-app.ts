import { getRequestListener, type Http2Bindings, type HttpBindings } from "@hono/node-server";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { DefaultHeadersResponse } from "./default-headers-response";

/**
 * Runs for every request before the app sees it, on the Node request and response: registers default
 * headers, watches the response end (request-log.ts, security-headers.ts). Whatever the app answers,
 * and even when it fails before answering, these apply.
 */
export type RequestHook = (request: IncomingMessage, response: DefaultHeadersResponse) => void;

/** What serveApp serves: a Hono app, or anything that answers Fetch requests the same way. */
export interface FetchApp {
  fetch(request: Request, env: HttpBindings | Http2Bindings): Response | Promise<Response>;
}

export interface ServeOptions {
  readonly port: number;
  readonly hostname: string;
  readonly hooks?: readonly RequestHook[];
}

/**
 * Serves the Hono app over Node's HTTP server: each request goes through the hooks, then to the app
 * through @hono/node-server's listener, on a response that writes the hooks' default headers together
 * with the answer's own (default-headers-response.ts).
 */
export function serveApp(app: FetchApp, options: ServeOptions, onListening?: (info: AddressInfo) => void): Server {
  const toApp = getRequestListener(app.fetch, { hostname: options.hostname });
  const hooks = options.hooks ?? [];
  const server = createServer<typeof IncomingMessage, typeof DefaultHeadersResponse>(
    { ServerResponse: DefaultHeadersResponse },
    (request, response) => {
      for (const hook of hooks) hook(request, response);
      void toApp(request, response);
    },
  );
  server.listen(options.port, options.hostname, () => onListening?.(server.address() as AddressInfo));
  return server;
}
