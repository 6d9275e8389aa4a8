import type { MiddlewareHandler } from "hono";
import { randomUUID } from "node:crypto";
import type { Logger } from "../logger";
import { redactPath } from "./redact-path";

/** One log line per request: method, path (no query, numbers and emails masked), status and duration. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = randomUUID();
    c.header("X-Request-Id", requestId);
    try {
      await next();
    } finally {
      const status = c.res.status;
      const line = {
        requestId,
        method: c.req.method,
        path: redactPath(c.req.path),
        status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      };
      if (status >= 500) logger.error(line, "request failed");
      else logger.info(line, "request");
    }
  };
}
