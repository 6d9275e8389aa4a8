import { execFileSync } from "node:child_process";
import { constants, createReadStream, openSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { boundedLogDestination, createLogger } from "./logger";

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

describe("createLogger", () => {
  it("writes one JSON object per line with an ISO time, the service and the level by name", () => {
    const { logger, lines } = loggerWithLines("info");
    logger.info({ status: 200 }, "request");
    expect(JSON.parse(lines[0] ?? "")).toMatchObject({
      level: "info",
      service: "umoya-web",
      status: 200,
      msg: "request",
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it("writes nothing below its level", () => {
    const { logger, lines } = loggerWithLines("warn");
    logger.info("quiet");
    logger.error("loud");
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(["loud"]);
  });

  it("never writes a lead's contact details, whatever a caller passes in", () => {
    const { logger, lines } = loggerWithLines("info");
    logger.info({ lead: { email: "jane@example.co.za", cellphone: "0821234567", idNumber: "8001015009087" } }, "x");
    expect(lines.join("\n")).not.toMatch(/jane@|0821234567|8001015009087/);
  });
});

describe("boundedLogDestination", () => {
  it("drops and counts lines rather than holding more than its bound while nothing reads, then reports the count", async () => {
    const folder = await mkdtemp(join(tmpdir(), "log-pipe-"));
    const fifo = join(folder, "log");
    execFileSync("mkfifo", [fifo]);
    // Read and write ends on one pipe that nobody reads yet: writes fill the pipe, then the buffer.
    const fd = openSync(fifo, constants.O_RDWR | constants.O_NONBLOCK);
    const bounded = boundedLogDestination({ fd, maxBufferBytes: 256 * 1024, reportIntervalMs: 50 });
    const logger = createLogger({ logLevel: "info" }, bounded.stream);
    const stop = bounded.reportDropsTo(logger);
    const heapBefore = process.memoryUsage().heapUsed;
    const line = "x".repeat(1_000);
    for (let index = 0; index < 20_000; index += 1) logger.info({ index, line }, "busy");
    // 20 MB written; at most the pipe (64 KB) and the bound (256 KB) are held.
    expect(bounded.dropped()).toBeGreaterThan(15_000);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(16 * 1024 * 1024);

    // Someone reads the pipe now (a blocking reader: the pipe has a writer, so this opens at once): the held
    // lines go out, then a line saying how many were dropped.
    const reader = createReadStream("", { fd: openSync(fifo, "r") });
    let text = "";
    reader.on("data", (chunk) => (text += chunk.toString()));
    await expect.poll(() => /"droppedLines":(\d+)/.exec(text)?.[1], { timeout: 10_000 }).toBeDefined();
    const reported = Number(/"droppedLines":(\d+)/.exec(text)?.[1]);
    expect(reported).toBeGreaterThan(15_000);
    for (const written of text.split("\n").filter(Boolean)) expect(() => JSON.parse(written)).not.toThrow();
    stop();
    reader.destroy();
    await rm(folder, { recursive: true, force: true });
  });
});
