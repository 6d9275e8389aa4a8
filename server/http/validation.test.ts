import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { jsonBody, validate } from "./validation";

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
