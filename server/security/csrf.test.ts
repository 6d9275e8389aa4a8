import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createCsrfToken, csrfProtection, csrfSessionRoute, isValidCsrfToken, type CsrfVariables } from "./csrf";

const secret = new Uint8Array(32).fill(7);
const otherSecret = new Uint8Array(32).fill(8);
const ORIGIN = "http://localhost";

function app() {
  const hono = new Hono<{ Variables: CsrfVariables }>();
  hono.use(
    csrfProtection({
      secret: () => secret,
      isSecure: () => false,
      origin: () => ORIGIN,
      deferToAction: (c) => c.req.path === "/deferred-form",
    }),
  );
  hono.get("/api/session", csrfSessionRoute({ secret: () => secret, isSecure: () => false }));
  hono.get("/page", (c) => c.html("<p>page</p>"));
  hono.post("/api/leads", (c) => c.json({ ok: true }, 201));
  hono.post("/form", async (c) => c.text(String((await c.req.formData()).get("name"))));
  // The action reads the form itself and asks whether its token is this visitor's.
  hono.post("/deferred-form", async (c) => {
    const verified = c.get("csrfCheck")?.((await c.req.formData()).get("_csrf")) ?? false;
    return c.json({ verified, token: c.get("csrfToken") }, 200, { "Cache-Control": "public" });
  });
  return hono;
}

const cookiePairs = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

/** Asks for the session, as the app's fetch wrapper does before its first write. */
async function visit(hono: Hono<{ Variables: CsrfVariables }>) {
  const response = await hono.request("/api/session");
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { cookies: cookiePairs(response), token: csrfToken };
}

describe("CSRF tokens", () => {
  it("verifies only tokens signed for the same session with the same secret", () => {
    const token = createCsrfToken(secret, "session-a");
    expect(isValidCsrfToken(secret, "session-a", token)).toBe(true);
    expect(isValidCsrfToken(secret, "session-b", token)).toBe(false);
    expect(isValidCsrfToken(otherSecret, "session-a", token)).toBe(false);
    expect(isValidCsrfToken(secret, "session-a", `${token}x`)).toBe(false);
    expect(isValidCsrfToken(secret, "session-a", "garbage")).toBe(false);
    expect(isValidCsrfToken(secret, "session-a", "a.b.c")).toBe(false);
  });
});

describe("csrfProtection", () => {
  it("sets no cookie on pages, so a shared cache may keep them", async () => {
    const response = await app().request("/page");
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("gives a visitor a session cookie (HttpOnly) and a readable token cookie, SameSite=Lax, from /api/session", async () => {
    const response = await app().request("/api/session");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const cookies = response.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith("umoya-sid="))).toMatch(/HttpOnly/);
    expect(cookies.find((c) => c.startsWith("csrf-token="))).not.toMatch(/HttpOnly/);
    expect(cookies.every((c) => /SameSite=Lax/.test(c) && /Path=\//.test(c))).toBe(true);
  });

  it("uses __Host- cookies over HTTPS", async () => {
    const hono = new Hono<{ Variables: CsrfVariables }>();
    hono.use(csrfProtection({ secret: () => secret, isSecure: () => true, origin: () => "https://x.example" }));
    hono.get("/", csrfSessionRoute({ secret: () => secret, isSecure: () => true }));
    const cookies = (await hono.request("/")).headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith("__Host-csrf-token=") && /Secure/.test(c))).toBe(true);
    expect(cookies.some((c) => c.startsWith("__Host-umoya-sid=") && /Secure/.test(c) && /HttpOnly/.test(c))).toBe(true);
  });

  it("accepts a post that sends the cookie's token in the header", async () => {
    const hono = app();
    const { cookies, token } = await visit(hono);
    const response = await hono.request("/api/leads", {
      method: "POST",
      headers: { Cookie: cookies, "X-CSRF-Token": token, Origin: ORIGIN },
    });
    expect(response.status).toBe(201);
  });

  it("accepts a form posted without JavaScript that carries the token in _csrf, and leaves the body readable", async () => {
    const hono = app();
    const { cookies, token } = await visit(hono);
    const response = await hono.request("/form", {
      method: "POST",
      headers: { Cookie: cookies, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ _csrf: token, name: "Thandi" }).toString(),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("Thandi");
  });

  it.each([
    ["no token at all", (_token: string, cookies: string) => ({ Cookie: cookies })],
    ["a wrong token", (_token: string, cookies: string) => ({ Cookie: cookies, "X-CSRF-Token": "abc.def" })],
    ["a token without the cookies", (token: string) => ({ "X-CSRF-Token": token })],
    [
      "a token from another visitor",
      (_token: string, cookies: string) => ({
        Cookie: cookies,
        "X-CSRF-Token": createCsrfToken(secret, "someone-else"),
      }),
    ],
    [
      "a cross-site fetch",
      (token: string, cookies: string) => ({ Cookie: cookies, "X-CSRF-Token": token, "Sec-Fetch-Site": "cross-site" }),
    ],
    [
      "a foreign Origin",
      (token: string, cookies: string) => ({ Cookie: cookies, "X-CSRF-Token": token, Origin: "https://evil.example" }),
    ],
  ])("refuses %s with 403 JSON", async (_title, headersFor) => {
    const hono = app();
    const { cookies, token } = await visit(hono);
    const response = await hono.request("/api/leads", { method: "POST", headers: headersFor(token, cookies) });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: "csrf" } });
  });

  it("answers the session of a visitor who has one with the same token and no new cookies", async () => {
    const hono = app();
    const { cookies, token } = await visit(hono);
    const again = await hono.request("/api/session", { headers: { Cookie: cookies } });
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(await again.json()).toEqual({ csrfToken: token });
  });

  it("does not let an Authorization header stand in for the token", async () => {
    const response = await app().request("/api/leads", {
      method: "POST",
      headers: { Authorization: "Bearer anything-at-all" },
    });
    expect(response.status).toBe(403);
  });

  it.each(["Cross-Site", "CROSS-SITE", " cross-site "])(
    "refuses Sec-Fetch-Site: %s however it is written",
    async (value) => {
      const hono = app();
      const { cookies, token } = await visit(hono);
      const response = await hono.request("/api/leads", {
        method: "POST",
        headers: { Cookie: cookies, "X-CSRF-Token": token, "Sec-Fetch-Site": value },
      });
      expect(response.status).toBe(403);
    },
  );

  it("hands a form posted without a token to its action, with a token and cookies on an answer no cache keeps", async () => {
    const response = await app().request("/deferred-form", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=Thandi",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const { verified, token } = (await response.json()) as { verified: boolean; token: string };
    expect(verified).toBe(false);
    const cookies = cookiePairs(response);
    expect(cookies).toContain(`csrf-token=${token}`);

    // Sent again with that token and those cookies, the form is verified.
    const confirmed = await app().request("/deferred-form", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookies },
      body: new URLSearchParams({ _csrf: token, name: "Thandi" }).toString(),
    });
    expect(((await confirmed.json()) as { verified: boolean }).verified).toBe(true);
  });

  it("lets reads through without a token", async () => {
    expect((await app().request("/page")).status).toBe(200);
  });
});

describe("csrfProtection for admin APIs", () => {
  it("leaves bearer-only paths to their own authorization and still checks every other write", async () => {
    const hono = new Hono<{ Variables: CsrfVariables }>();
    hono.use(
      csrfProtection({
        secret: () => secret,
        isSecure: () => false,
        origin: () => ORIGIN,
        bearerOnly: (c) => c.req.path.startsWith("/admin/"),
      }),
    );
    hono.put("/admin/thing", (c) => c.json({ error: { code: "unauthorized" } }, 401));
    hono.post("/api/leads", (c) => c.json({ ok: true }, 201));
    expect((await hono.request("/admin/thing", { method: "PUT" })).status).toBe(401);
    expect((await hono.request("/api/leads", { method: "POST" })).status).toBe(403);
  });
});
