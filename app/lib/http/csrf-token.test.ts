import { describe, expect, it, vi } from "vitest";
import { CSRF_SESSION_PATH } from "./csrf-fetch";
import { fetchCsrfToken } from "./csrf-token";

describe("fetchCsrfToken", () => {
  it("asks the session for the token", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json({ csrfToken: "session.token" }));
    expect(await fetchCsrfToken({ fetch, cookies: () => "csrf-token=old.token" })).toBe("session.token");
    expect(fetch).toHaveBeenCalledWith(CSRF_SESSION_PATH, { credentials: "same-origin", cache: "no-store" });
  });

  it("falls back to the token cookie of an earlier visit when the session cannot be fetched", async () => {
    const offline = vi.fn<typeof globalThis.fetch>(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await fetchCsrfToken({ fetch: offline, cookies: () => "csrf-token=old.token" })).toBe("old.token");
    const refused = vi.fn<typeof globalThis.fetch>(async () => new Response(null, { status: 503 }));
    expect(await fetchCsrfToken({ fetch: refused, cookies: () => "" })).toBeUndefined();
  });
});
