import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger";

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
