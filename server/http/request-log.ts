import { randomUUID } from "node:crypto";
import { rawLineWriter, type Logger } from "../logger";
import { redactPath } from "./redact-path";
import type { RequestHook } from "./serve-app";

/**
 * One log line per request, written when its response ends: request id (also sent as X-Request-Id),
 * method, path (no query, numbers and emails masked), status and duration; `"aborted":true` when the
 * connection closed before the answer was sent whole. Failed requests (5xx) are logged at error level.
 */
export function requestLog(logger: Logger): RequestHook {
  // Serialised here rather than by pino: under `npm run bench:api` pino's generic serialisation and
  // redaction pass took more of the server's time than the rest of a cached API answer. The fields hold
  // no personal data (the path is masked); a test holds the line to the shape pino writes.
  const write = rawLineWriter(logger);
  return (request, response) => {
    const started = performance.now();
    const requestId = randomUUID();
    response.addDefaultHeaders([["X-Request-Id", requestId]]);
    response.onClose(() => {
      const durationMs = Math.round((performance.now() - started) * 10) / 10;
      const status = response.headersSent ? response.statusCode : undefined;
      const fields =
        `"requestId":"${requestId}","method":${JSON.stringify(request.method ?? "")},"path":${JSON.stringify(redactPath(request.url ?? ""))}` +
        `${status === undefined ? "" : `,"status":${status}`},"durationMs":${durationMs}${response.writableFinished ? "" : ',"aborted":true'}`;
      if (status !== undefined && status >= 500) write("error", fields, "request failed");
      else write("info", fields, "request");
    });
  };
}
