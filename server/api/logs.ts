import { Hono } from "hono";
import { z } from "zod";
import { redactPath } from "../http/redact-path";
import type { Logger } from "../logger";
import { escapeInvisible, maskPersonalData } from "../http/mask-personal-data";
import { jsonBody, validate } from "../http/validation";

/** A client report may be at most 8 KB. */
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

/** Text from a visitor, fit for a log line: personal data masked, invisible and direction characters escaped. */
const untrusted = (text: string) => escapeInvisible(maskPersonalData(text));

/**
 * POST /api/logs: errors and warnings from visitors' browsers, written as structured server logs. Whatever
 * arrives is treated as untrusted text: personal data is masked, control, right-to-left and zero-width
 * characters are escaped, the path loses its query, and the size is bounded. Every report is written at
 * warn level, its own level kept as `clientLevel`: a visitor must not be able to fill the server's error
 * level, which is what wakes someone up. Answers 204; how many a client may send is the rate limit's
 * business (server/app.ts).
 */
export function logRoutes(logger: Logger): Hono {
  const clientLogger = logger.child({ source: "browser" });
  const app = new Hono();
  app.post("/", jsonBody(CLIENT_LOG_MAX_BYTES), validate("json", clientLogSchema), async (c) => {
    const entry = c.req.valid("json");
    const line = {
      kind: entry.kind ?? "report",
      clientLevel: entry.level,
      message: untrusted(entry.message),
      ...(entry.stack ? { stack: untrusted(entry.stack) } : {}),
      path: redactPath(entry.url.replace(/^[a-z]+:\/\/[^/]+/i, "")),
      clientTime: entry.time,
    };
    clientLogger.warn(line, entry.level === "error" ? "client error" : "client warning");
    c.header("Cache-Control", "no-store");
    return c.body(null, 204);
  });
  return app;
}
