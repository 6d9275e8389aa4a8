import { describe, expect, it, vi } from "vitest";
import { createCsrfFetch, csrfTokenFromCookies, isRelativeUrl, readCookie } from "./csrf-fetch";

function setup(cookies = "theme=light; csrf-token=abc.def; other=1") {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(null, { status: 204 }));
  return { fetch, wrapped: createCsrfFetch({ fetch, cookies: () => cookies }) };
}

const sentHeaders = (fetch: ReturnType<typeof setup>["fetch"]) => new Headers(fetch.mock.calls[0]?.[1]?.headers);

describe("createCsrfFetch", () => {
  it.each(["POST", "PUT", "PATCH", "DELETE", "post"])("adds the token to a %s to a relative URL", async (method) => {
    const { fetch, wrapped } = setup();
    await wrapped("/api/leads", { method, headers: { "Content-Type": "application/json" } });
    expect(sentHeaders(fetch).get("X-CSRF-Token")).toBe("abc.def");
    expect(sentHeaders(fetch).get("Content-Type")).toBe("application/json");
  });

  it.each(["GET", "HEAD"])("leaves %s requests alone", async (method) => {
    const { fetch, wrapped } = setup();
    await wrapped("/api/leads", { method });
    expect(sentHeaders(fetch).has("X-CSRF-Token")).toBe(false);
  });

  it.each(["https://evil.example/steal", "//evil.example/x", "mailto:x@y.z"])(
    "never sends the token to %s",
    async (url) => {
      const { fetch, wrapped } = setup();
      await wrapped(url, { method: "POST" });
      expect(sentHeaders(fetch).has("X-CSRF-Token")).toBe(false);
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
