import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { jsonBody, textBody, validate } from "./validation";

const schema = z.strictObject({
  title: z.string().min(3),
  tags: z.array(z.string()),
  nested: z.object({ n: z.number() }),
});

const app = new Hono();
app.post("/things", jsonBody(64 * 1024), validate("json", schema), (c) => c.json(c.req.valid("json"), 201));
app.get("/things", validate("query", z.object({ page: z.coerce.number().int().min(1) })), (c) =>
  c.json(c.req.valid("query")),
);

const post = (body: string, type = "application/json") =>
  app.request("/things", { method: "POST", headers: { "Content-Type": type }, body });

describe("the shared validator", () => {
  it("answers 422 with every failing field keyed by its path", async () => {
    const response = await post(JSON.stringify({ title: "x", tags: ["a", 2], nested: {}, extra: 1 }));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: {
        code: "validation",
        message: expect.any(String),
        fields: { title: "invalid", "tags.1": "invalid", "nested.n": "required", extra: "unknown" },
      },
    });
  });

  it("answers 400 naming the query parameter", async () => {
    const response = await app.request("/things?page=0");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "validation", fields: { page: "invalid" } } });
  });

  it.each([
    ["not JSON at all", "{", "application/json", 400, { body: "malformed" }],
    ["another content type", "{}", "text/plain", 415, { "Content-Type": "unsupported" }],
    ["the NUL character", JSON.stringify({ title: "a\u0000b" }), "application/json", 422, { title: "invalid" }],
    ["too large a body", JSON.stringify({ title: "x".repeat(70_000) }), "application/json", 413, { body: "too_large" }],
    [
      "JSON nested ten thousand deep",
      `${"[".repeat(10_000)}${"]".repeat(10_000)}`,
      "application/json",
      422,
      { body: "invalid" },
    ],
  ])("answers %s in the same shape", async (_label, body, type, status, fields) => {
    const response = await post(body, type);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ error: { fields } });
  });

  it("hands the handler the parsed value", async () => {
    const response = await post(JSON.stringify({ title: "Cars", tags: [], nested: { n: 1 } }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ title: "Cars", tags: [], nested: { n: 1 } });
  });
});

describe("a body", () => {
  afterEach(() => vi.restoreAllMocks());

  /** A body of `chunks` chunks of 16 KB, sent without a Content-Length; counts the chunks the server pulled. */
  function streamed(chunks: number) {
    const counter = { pulled: 0 };
    const chunk = new TextEncoder().encode(`"${"x".repeat(16 * 1024 - 2)}"`);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        counter.pulled += 1;
        if (counter.pulled > chunks) controller.close();
        else controller.enqueue(chunk);
      },
    });
    return { body, counter };
  }

  it("is parsed once, by the validator, and the handler and the middleware after it get that value", async () => {
    const parse = vi.spyOn(JSON, "parse");
    const seen: unknown[] = [];
    const one = new Hono();
    one.post(
      "/",
      jsonBody(1024),
      validate("json", z.object({ n: z.number() })),
      async (c, next) => {
        seen.push(c.req.valid("json"));
        await next();
      },
      (c) => c.json(c.req.valid("json")),
    );
    const response = await one.request("/", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"n":1}',
    });
    // Counted before this test reads the answer (which parses JSON too).
    expect(parse).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await response.json()).toEqual({ n: 1 });
  });

  it("over the limit without a Content-Length is refused 413 once the limit is passed, without reading it whole", async () => {
    const { body, counter } = streamed(64);
    const response = await app.request("/things", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { limitBytes: 64 * 1024, fields: { body: "too_large" } } });
    expect(counter.pulled).toBeLessThan(10);
  });

  it("declared over the limit is refused 413 before any of it is read", async () => {
    const { body, counter } = streamed(64);
    const response = await app.request("/things", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Content-Length": String(64 * 16 * 1024) },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(counter.pulled).toBeLessThanOrEqual(1);
  });

  it("of text is read for the handler, and refused 400 when it is not UTF-8", async () => {
    const feed = new Hono();
    feed.post(
      "/",
      textBody(1024, {
        mediaType: /^text\/csv\s*(;|$)/i,
        unsupported: "Send CSV.",
        noun: "feed",
        malformed: (c) => c.json({ error: { code: "malformed" } }, 400),
      }),
      async (c) => c.text(await c.req.text()),
    );
    const send = (body: BodyInit, type = "text/csv") =>
      feed.request("/", { method: "POST", headers: { "Content-Type": type }, body });
    expect(await (await send("a,b\n1,2")).text()).toBe("a,b\n1,2");
    expect((await send(new Uint8Array([0x61, 0xff, 0xfe]))).status).toBe(400);
    expect((await send("a,b", "application/json")).status).toBe(415);
    expect((await send("x".repeat(1025))).status).toBe(413);
  });
});
