import type { MiddlewareHandler } from "hono";
import type { HttpBindings } from "@hono/node-server";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";
import type { Logger } from "../logger";
import { redactPath } from "./redact-path";

/** The fields of a request's line: nothing a visitor typed but the masked path. */
function requestFields(request: IncomingMessage, response: ServerResponse, startedAt: number) {
  return {
    method: request.method,
    path: redactPath(request.url ?? ""),
    ...(response.headersSent ? { status: response.statusCode } : {}),
    durationMs: Math.round((performance.now() - startedAt) * 10) / 10,
    ...(response.writableFinished ? {} : { aborted: true }),
  };
}

const STARTED = Symbol("started");
type Timed = IncomingMessage & { [STARTED]?: number };

/**
 * One log line per request through pino's HTTP integration (pino-http), written when the response ends:
 * the request id (Hono's request-id middleware, also sent as X-Request-Id), method, path (no query,
 * numbers and emails masked: redact-path.ts), status and duration, and `"aborted": true` when the
 * connection closed before the answer was sent whole. Failed requests (5xx) are logged at error level.
 * Requests that do not come through Node's HTTP server (tests calling the app directly) are not logged.
 * Registered after Hono's request-id middleware.
 */
export function requestLog(logger: Logger): MiddlewareHandler<{
  Bindings: Partial<HttpBindings>;
  Variables: { requestId: string };
}> {
  const fields = (request: IncomingMessage, response: ServerResponse) =>
    requestFields(request, response, (request as Timed)[STARTED] ?? performance.now());
  const log = pinoHttp({
    logger,
    genReqId: (request) => request.id,
    customAttributeKeys: { reqId: "requestId" },
    // Only the request id is bound; the line's fields are the ones above, never headers or bodies.
    quietReqLogger: true,
    quietResLogger: true,
    wrapSerializers: false,
    serializers: { req: () => undefined, res: () => undefined },
    customLogLevel: (_request, response, error) => (error || response.statusCode >= 500 ? "error" : "info"),
    customSuccessMessage: () => "request",
    customErrorMessage: () => "request failed",
    customSuccessObject: (request, response) => fields(request, response),
    customErrorObject: (request, response) => fields(request, response),
  });
  return async (c, next) => {
    const { incoming, outgoing } = c.env ?? {};
    if (incoming && outgoing) {
      (incoming as Timed)[STARTED] = performance.now();
      incoming.id = c.get("requestId");
      log(incoming, outgoing);
    }
    await next();
    // Answers a handler built itself (a page from the render cache) miss the header the request-id
    // middleware set on the context: every answer names its request.
    if (!c.res.headers.has("X-Request-Id")) c.res.headers.set("X-Request-Id", c.get("requestId"));
  };
}
