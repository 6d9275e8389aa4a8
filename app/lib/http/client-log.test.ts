import { describe, expect, it, vi } from "vitest";
import { clientLogEntry, createClientLogger, type ClientLogEntry } from "./client-log";

describe("clientLogEntry", () => {
  it("keeps the message and stack and drops the query string and fragment of the page address", () => {
    const error = new TypeError("x is undefined");
    const entry = clientLogEntry(
      error,
      "uncaught",
      "/business?cellphone=0825551234#top",
      new Date("2026-11-23T10:00:00Z"),
    );
    expect(entry).toMatchObject({
      level: "error",
      message: "TypeError: x is undefined",
      url: "/business",
      time: "2026-11-23T10:00:00.000Z",
      kind: "uncaught",
    });
    expect(entry.stack).toContain("x is undefined");
  });

  it("bounds the message to what the server accepts", () => {
    expect(clientLogEntry("a".repeat(5000), "report", "/").message).toHaveLength(2000);
  });
});

describe("createClientLogger", () => {
  it("sends each distinct report once and at most the page limit", () => {
    const send = vi.fn(async (_entry: ClientLogEntry) => undefined);
    const logger = createClientLogger(send, 3);
    const entry = (message: string) => clientLogEntry(message, "uncaught", "/");
    logger.report(entry("one"));
    logger.report(entry("one"));
    for (const message of ["two", "three", "four", "five"]) logger.report(entry(message));
    expect(send.mock.calls.map(([sent]) => sent.message)).toEqual(["one", "two", "three"]);
  });

  it("never throws when sending fails", async () => {
    const logger = createClientLogger(async () => {
      throw new Error("offline");
    });
    expect(() => logger.report(clientLogEntry("x", "uncaught", "/"))).not.toThrow();
  });
});
