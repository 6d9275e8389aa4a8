import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, isoTimestamp, rawLineWriter } from "./logger";

function loggerWithLines(level: "info" | "warn") {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  });
  return { logger: createLogger({ logLevel: level }, sink), lines };
}

describe("isoTimestamp", () => {
  it.each([
    0, 7, 42, 999, 1000, 1_795_000_000_005, 1_795_000_000_050, 1_795_000_000_500, 1_795_000_000_999, 1_795_000_001_000,
  ])("formats %i as Date#toISOString does", (now) => {
    expect(isoTimestamp(now)).toBe(new Date(now).toISOString());
  });

  it("stays right when the second changes between calls, forwards and back", () => {
    for (const now of [1_795_000_000_999, 1_795_000_001_001, 1_795_000_000_998, 1_795_003_600_000]) {
      expect(isoTimestamp(now)).toBe(new Date(now).toISOString());
    }
  });
});

describe("rawLineWriter", () => {
  it("writes the same line pino writes for the same fields", () => {
    const { logger, lines } = loggerWithLines("info");
    const fields = {
      requestId: "0b0e6c4e-1a9e-4a57-9d1f-1f2c3d4e5f60",
      method: "GET",
      path: '/a "quoted" path',
      status: 200,
      durationMs: 0.4,
    };
    logger.info(fields, "request");
    rawLineWriter(logger)("info", JSON.stringify(fields).slice(1, -1), "request");
    const [fromPino, fromWriter] = lines.map((line) => line.replace(/"time":"[^"]+"/, '"time":"T"'));
    expect(fromWriter).toBe(fromPino);
    expect(JSON.parse(lines[1] ?? "")).toMatchObject({
      level: "info",
      service: "umoya-web",
      ...fields,
      msg: "request",
    });
  });

  it("writes nothing below the logger's level, and error lines at error", () => {
    const { logger, lines } = loggerWithLines("warn");
    const write = rawLineWriter(logger);
    write("info", '"status":200', "request");
    write("error", '"status":500', "request failed");
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      expect.objectContaining({ level: "error", status: 500, msg: "request failed" }),
    ]);
  });
});
