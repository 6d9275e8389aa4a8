import { Hono } from "hono";
import { z } from "zod";
import { jsonError } from "../http/json-errors";
import { redactPath } from "../http/redact-path";
import type { Logger } from "../logger";
import { maskPersonalData } from "../security/mask-personal-data";
import { jsonBodyOrError } from "../security/request-body";

/** A client report may be at most 8 KB (issue 7). */
export const CLIENT_LOG_MAX_BYTES = 8 * 1024;

const clientLogSchema = z
  .object({
    level: z.enum(["error", "warn"]),
    message: z.string().min(1).max(2000),
    stack: z.string().max(6000).optional(),
    /** Path of the page, without query string or fragment. */
    url: z.string().max(500),
    time: z.iso.datetime({ offset: true }),
    kind: z.enum(["uncaught", "unhandledrejection", "navigation", "bootstrap", "report"]).optional(),
  })
  .strict();

export type ClientLog = z.infer<typeof clientLogSchema>;

/**
 * POST /api/logs: errors and warnings from visitors' browsers, written as structured server logs. Whatever
 * arrives is treated as untrusted text: personal data is masked, the path loses its query, and the size is
 * bounded. Answers 204; how many a client may send is the rate limit's business (server/app.ts).
 */
export function logRoutes(logger: Logger): Hono {
  const clientLogger = logger.child({ source: "browser" });
  const app = new Hono();
  app.post("/", async (c) => {
    const read = await jsonBodyOrError(c, CLIENT_LOG_MAX_BYTES);
    if ("response" in read) return read.response;
    const parsed = clientLogSchema.safeParse(read.body);
    if (!parsed.success) {
      const fields = Object.fromEntries(
        parsed.error.issues.map((issue) => [
          issue.path.join(".") || "body",
          issue.code === "unrecognized_keys" ? "unknown" : "invalid",
        ]),
      );
      for (const issue of parsed.error.issues) {
        if (issue.code === "unrecognized_keys") for (const key of issue.keys) fields[key] = "unknown";
      }
      return jsonError(c, 422, "validation", "The log entry is not valid.", { fields });
    }
    const entry = parsed.data;
    const line = {
      kind: entry.kind ?? "report",
      message: maskPersonalData(entry.message),
      ...(entry.stack ? { stack: maskPersonalData(entry.stack) } : {}),
      path: redactPath(entry.url.replace(/^[a-z]+:\/\/[^/]+/i, "")),
      clientTime: entry.time,
    };
    if (entry.level === "error") clientLogger.error(line, "client error");
    else clientLogger.warn(line, "client warning");
    c.header("Cache-Control", "no-store");
    return c.body(null, 204);
  });
  return app;
}
