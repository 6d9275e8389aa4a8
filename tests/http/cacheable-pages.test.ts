import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchRaw, startServer, type RunningServer } from "../support/server";

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: "true" });
});

afterAll(async () => {
  await server?.stop();
});

const cookiePairs = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

describe("pages a shared cache may keep", () => {
  it.each(["/business", "/", "/call-me-back", "/balloon-payments", "/no-such-page"])(
    "%s sets no cookie",
    async (path) => {
      const response = await fetchRaw(`${server.url}${path}`);
      await response.arrayBuffer();
      expect(response.headers.getSetCookie()).toEqual([]);
    },
  );
});

describe("GET /api/session", () => {
  it("sets the session cookies and gives the token, never for a cache", async () => {
    const response = await fetchRaw(`${server.url}/api/session`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { csrfToken } = (await response.json()) as { csrfToken: string };
    expect(csrfToken).toMatch(/^[\w-]+\.[\w-]+$/);
    const cookies = response.headers.getSetCookie();
    expect(cookies.find((line) => line.startsWith("umoya-sid="))).toMatch(/HttpOnly/);
    expect(cookies.find((line) => line.startsWith("csrf-token="))).toContain(`csrf-token=${csrfToken}`);
  });
});

describe("the call-me-back form posted without JavaScript", () => {
  const form = {
    firstName: "Lindiwe",
    surname: "Cache",
    cellphone: "0825550101",
    product: "business",
    sourcePath: "/business",
    preferredTime: "anytime",
    consent: "yes",
  };

  it("is shown again with the visitor's details on an answer no cache keeps, then stored once confirmed", async () => {
    const first = await fetchRaw(`${server.url}/call-me-back`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "198.19.0.1" },
      body: new URLSearchParams(form).toString(),
    });
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    const html = await first.text();
    expect(html).toContain('value="Lindiwe"');
    expect(html).toContain("press Send to confirm");
    const token = /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(token).not.toBe("");

    const confirmed = await fetchRaw(`${server.url}/call-me-back`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: cookiePairs(first),
        "X-Forwarded-For": "198.19.0.1",
      },
      body: new URLSearchParams({ ...form, _csrf: token }).toString(),
    });
    // The confirmation answers the post itself (no redirect): no-store, like every answer to a post.
    expect(confirmed.status).toBe(201);
    expect(confirmed.headers.get("cache-control")).toBe("no-store");
    expect(await confirmed.text()).toMatch(/Your reference number is <strong class="call-me-back__reference">UF-/);
  });

  it("shows the fields' mistakes on the first post, before asking to confirm", async () => {
    const response = await fetchRaw(`${server.url}/call-me-back`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "198.19.0.2" },
      body: new URLSearchParams({ ...form, cellphone: "082555" }).toString(),
    });
    expect(response.status).toBe(422);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toContain("Please correct the fields marked below.");
  });
});
