import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createCsrfToken, csrfProtection, isValidCsrfToken, type CsrfVariables } from "./csrf";

const secret = new Uint8Array(32).fill(7);
const otherSecret = new Uint8Array(32).fill(8);
const ORIGIN = "http://localhost";

function app() {
  const hono = new Hono<{ Variables: CsrfVariables }>();
  hono.use(csrfProtection({ secret: () => secret, isSecure: () => false, origin: () => ORIGIN }));
  hono.get("/page", (c) => c.text(c.get("csrfToken")));
  hono.post("/api/leads", (c) => c.json({ ok: true }, 201));
  hono.post("/form", async (c) => c.text(String((await c.req.formData()).get("name"))));
  return hono;
}

/** Visits a page to receive the cookies, as a browser would. */
async function visit(hono: Hono<{ Variables: CsrfVariables }>) {
  const response = await hono.request("/page");
  const cookies = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { cookies, token: await response.text() };
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
  it("gives a visitor a session cookie (HttpOnly) and a readable token cookie, SameSite=Lax", async () => {
    const response = await app().request("/page");
    const cookies = response.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith("umoya-sid="))).toMatch(/HttpOnly/);
    expect(cookies.find((c) => c.startsWith("csrf-token="))).not.toMatch(/HttpOnly/);
    expect(cookies.every((c) => /SameSite=Lax/.test(c) && /Path=\//.test(c))).toBe(true);
  });

  it("uses __Host- cookies over HTTPS", async () => {
    const hono = new Hono<{ Variables: CsrfVariables }>();
    hono.use(csrfProtection({ secret: () => secret, isSecure: () => true, origin: () => "https://x.example" }));
    hono.get("/", (c) => c.text("ok"));
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

  it("does not ask admin bearer-token calls for a token", async () => {
    const response = await app().request("/api/leads", {
      method: "POST",
      headers: { Authorization: "Bearer admin-token" },
    });
    expect(response.status).toBe(201);
  });

  it("lets reads through without a token", async () => {
    expect((await app().request("/page")).status).toBe(200);
  });
});

describe("csrfProtection with handlers that build their own Response", () => {
  it("still sets the cookies on a page answered with a new Response", async () => {
    const hono = new Hono<{ Variables: CsrfVariables }>();
    hono.use(csrfProtection({ secret: () => secret, isSecure: () => false, origin: () => ORIGIN }));
    hono.get(
      "/rendered",
      () => new Response("<!doctype html><p>page</p>", { headers: { "Content-Type": "text/html" } }),
    );
    const cookies = (await hono.request("/rendered")).headers.getSetCookie();
    expect(cookies.map((cookie) => cookie.split("=")[0])).toEqual(["umoya-sid", "csrf-token"]);
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
