import { describe, expect, it, vi } from "vitest";
import { CSRF_SESSION_PATH, createCsrfFetch, csrfTokenFromCookies, isRelativeUrl, readCookie } from "./csrf-fetch";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** A fetch that answers the session with `sessionTokens` in turn (or fails), and every other call with `answer`. */
function setup(
  options: {
    cookies?: string;
    sessionTokens?: (string | Error)[];
    answers?: Response[];
  } = {},
) {
  const sessionTokens = [...(options.sessionTokens ?? ["session.token"])];
  const answers = [...(options.answers ?? [])];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
    if (input === CSRF_SESSION_PATH) {
      const next = sessionTokens.shift();
      if (next instanceof Error || next === undefined) throw next ?? new Error("offline");
      return json({ csrfToken: next });
    }
    return answers.shift() ?? new Response(null, { status: 204 });
  });
  const cookies = options.cookies ?? "theme=light; csrf-token=abc.def; other=1";
  return { fetch, wrapped: createCsrfFetch({ fetch, cookies: () => cookies }) };
}

/** The calls that were not to the session endpoint, as [url, headers]. */
const writes = (fetch: ReturnType<typeof setup>["fetch"]) =>
  fetch.mock.calls
    .filter(([input]) => input !== CSRF_SESSION_PATH)
    .map(([input, init]) => [input, new Headers(init?.headers)] as const);
const sessionCalls = (fetch: ReturnType<typeof setup>["fetch"]) =>
  fetch.mock.calls.filter(([input]) => input === CSRF_SESSION_PATH).length;

describe("createCsrfFetch", () => {
  it.each(["POST", "PUT", "PATCH", "DELETE", "post"])(
    "asks for the session before the first %s to a relative URL and sends its token",
    async (method) => {
      const { fetch, wrapped } = setup();
      await wrapped("/api/leads", { method, headers: { "Content-Type": "application/json" } });
      const [[url, headers]] = writes(fetch) as [readonly [unknown, Headers]];
      expect(url).toBe("/api/leads");
      expect(headers.get("X-CSRF-Token")).toBe("session.token");
      expect(headers.get("Content-Type")).toBe("application/json");
    },
  );

  it("asks for the session once, however many writes follow", async () => {
    const { fetch, wrapped } = setup();
    await Promise.all([wrapped("/api/logs", { method: "POST" }), wrapped("/api/logs", { method: "POST" })]);
    await wrapped("/api/leads", { method: "POST" });
    expect(sessionCalls(fetch)).toBe(1);
    expect(writes(fetch).map(([, headers]) => headers.get("X-CSRF-Token"))).toEqual([
      "session.token",
      "session.token",
      "session.token",
    ]);
  });

  it("uses the token cookie of an earlier visit when the session cannot be fetched, and asks again next time", async () => {
    const { fetch, wrapped } = setup({ sessionTokens: [new Error("offline"), "later.token"] });
    await wrapped("/api/leads", { method: "POST" });
    await wrapped("/api/leads", { method: "POST" });
    expect(writes(fetch).map(([, headers]) => headers.get("X-CSRF-Token"))).toEqual(["abc.def", "later.token"]);
  });

  it("fetches a fresh session and sends once more when the server refuses the token", async () => {
    const refused = json({ error: { code: "csrf", message: "out of date" } }, 403);
    const { fetch, wrapped } = setup({
      sessionTokens: ["old.token", "new.token"],
      answers: [refused, json({ id: "1" }, 201)],
    });
    const response = await wrapped("/api/leads", { method: "POST", body: "{}" });
    expect(response.status).toBe(201);
    expect(writes(fetch).map(([, headers]) => headers.get("X-CSRF-Token"))).toEqual(["old.token", "new.token"]);
  });

  it("does not send again for a 403 that is not about the token", async () => {
    const { fetch, wrapped } = setup({ answers: [json({ error: { code: "writes_disabled" } }, 403)] });
    expect((await wrapped("/api/leads", { method: "POST", body: "{}" })).status).toBe(403);
    expect(writes(fetch)).toHaveLength(1);
  });

  it.each(["GET", "HEAD"])("leaves %s requests alone", async (method) => {
    const { fetch, wrapped } = setup();
    await wrapped("/api/leads", { method });
    expect(sessionCalls(fetch)).toBe(0);
    expect(writes(fetch)[0]?.[1].has("X-CSRF-Token")).toBe(false);
  });

  it.each(["https://evil.example/steal", "//evil.example/x", "mailto:x@y.z"])(
    "never sends the token to %s",
    async (url) => {
      const { fetch, wrapped } = setup();
      await wrapped(url, { method: "POST" });
      expect(sessionCalls(fetch)).toBe(0);
      expect(writes(fetch)[0]?.[1].has("X-CSRF-Token")).toBe(false);
    },
  );

  it("prefers the __Host- cookie", () => {
    expect(csrfTokenFromCookies("csrf-token=plain; __Host-csrf-token=secure")).toBe("secure");
    expect(csrfTokenFromCookies("a=b")).toBeUndefined();
  });

  it("reads cookies with = in their value", () => {
    expect(readCookie("x=a=b; y=c", "x")).toBe("a=b");
  });

  it("knows relative URLs", () => {
    expect(isRelativeUrl("/api/logs")).toBe(true);
    expect(isRelativeUrl("api/logs")).toBe(true);
    expect(isRelativeUrl("https://a.example")).toBe(false);
    expect(isRelativeUrl("//a.example")).toBe(false);
  });
});
