import { pino, type Logger, type DestinationStream, type Level } from "pino";
import type { ServerConfig } from "./config";

export type { Logger };

let cachedSecond = Number.NaN;
let cachedSecondIso = "";

/**
 * `Date.now()` as an ISO 8601 UTC timestamp ("2026-11-23T14:00:05.042Z"). The part up to the second
 * is formatted once per second: a log line is written for every request, and formatting a whole Date
 * each time was a measurable share of the server's time under load.
 */
export function isoTimestamp(now: number = Date.now()): string {
  const second = Math.floor(now / 1000);
  if (second !== cachedSecond) {
    cachedSecond = second;
    cachedSecondIso = new Date(second * 1000).toISOString().slice(0, 20);
  }
  const millis = now - second * 1000;
  return `${cachedSecondIso}${millis < 10 ? "00" : millis < 100 ? "0" : ""}${millis}Z`;
}

/** Structured JSON logs, one object per line (pino). */
export function createLogger(config: Pick<ServerConfig, "logLevel">, destination?: DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      base: { service: "umoya-web" },
      timestamp: () => `,"time":"${isoTimestamp()}"`,
      formatters: { level: (label) => ({ level: label }) },
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

/**
 * Writes lines the caller has serialised itself to `logger`'s output, in the logger's own shape:
 * `{"level":…,"time":…,<the logger's bindings>,<fields>,"msg":…}`. For the one line written per request,
 * where pino's generic serialisation (and its redaction pass) cost more than the rest of a cached API
 * answer; the caller must only pass fields that hold no personal data, already as JSON members.
 */
export function rawLineWriter(logger: Logger): (level: Level, jsonMembers: string, msg: string) => void {
  const internals = logger as unknown as Record<symbol, unknown>;
  const stream = internals[pino.symbols.streamSym] as { write(line: string): unknown };
  const bindings = internals[pino.symbols.chindingsSym] as string;
  return (level, jsonMembers, msg) => {
    if (!logger.isLevelEnabled(level)) return;
    stream.write(
      `{"level":"${level}","time":"${isoTimestamp()}"${bindings},${jsonMembers},"msg":${JSON.stringify(msg)}}\n`,
    );
  };
}
