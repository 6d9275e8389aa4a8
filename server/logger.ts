import { pino, type Logger, type DestinationStream } from "pino";
import type { ServerConfig } from "./config";
import { errorSummary } from "./error-summary";

export type { Logger };

/**
 * Most bytes of log lines held in memory while whatever reads standard output falls behind (or reads
 * nothing). Past it, new lines are dropped and counted rather than held: a stalled log reader must not
 * make the server run out of memory.
 */
export const LOG_BUFFER_BYTES = 4 * 1024 * 1024;

/** How often the count of dropped lines is written, as one line of its own, while lines are being dropped. */
const DROP_REPORT_INTERVAL_MS = 10_000;

export interface LogDestinationOptions {
  /** File descriptor to write to: 1, standard output, unless a test names another. */
  readonly fd?: number;
  readonly maxBufferBytes?: number;
  readonly reportIntervalMs?: number;
}

/**
 * Where the server's log lines go: pino's own asynchronous destination (sonic-boom) on standard output,
 * its buffer bounded by `maxLength`, which drops a line that would overflow it and says so with a `drop`
 * event. The drops are counted, and `logger` reports the count as a warning line once the buffer has room.
 */
export function boundedLogDestination(options: LogDestinationOptions = {}): {
  readonly stream: DestinationStream;
  /** Starts reporting drops through `logger` (the logger that writes to `stream`); returns a stop function. */
  reportDropsTo(logger: Logger): () => void;
  /** Lines dropped and not yet reported. */
  dropped(): number;
} {
  const stream = pino.destination({
    dest: options.fd ?? 1,
    sync: false,
    maxLength: options.maxBufferBytes ?? LOG_BUFFER_BYTES,
  });
  let dropped = 0;
  stream.on("drop", () => {
    dropped += 1;
  });
  return {
    stream,
    dropped: () => dropped,
    reportDropsTo(logger) {
      const timer = setInterval(() => {
        if (dropped === 0) return;
        const count = dropped;
        dropped = 0;
        // If this line is dropped too, its count is lost with it; the next report starts from zero.
        logger.warn({ droppedLines: count }, "log lines dropped: the log's reader fell behind");
      }, options.reportIntervalMs ?? DROP_REPORT_INTERVAL_MS);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

/**
 * Structured JSON logs, one object per line (pino). Without a destination, lines go to standard output
 * without blocking the request that wrote them, through a bounded buffer (boundedLogDestination); pino
 * flushes what is still buffered when the process exits.
 */
export function createLogger(config: Pick<ServerConfig, "logLevel">, destination?: DestinationStream): Logger {
  const bounded = destination ? undefined : boundedLogDestination();
  const logger = pino(
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
    destination ?? bounded?.stream,
  );
  bounded?.reportDropsTo(logger);
  return logger;
}
