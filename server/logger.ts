import { pino, type Logger, type DestinationStream } from "pino";
import type { ServerConfig } from "./config";
import { errorSummary } from "./error-summary";

export type { Logger };

/** Structured JSON logs, one object per line (pino). */
export function createLogger(config: Pick<ServerConfig, "logLevel">, destination?: DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      base: { service: "umoya-web" },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // An error is logged by its type, codes and constraint only (error-summary.ts): a database error's
      // message and detail quote the values of the query that failed, a lead's name and number included.
      serializers: { err: errorSummary, error: errorSummary },
      // Belt and braces: these never belong in a log line, whatever a caller passes in.
      redact: {
        paths: ["*.idNumber", "*.cellphone", "*.email", "*.password", "*.authorization", "*.cookie"],
        censor: "[redacted]",
      },
    },
    // By default, lines go to stdout without blocking the request that wrote them; pino flushes what is
    // still buffered when the process exits.
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
}
