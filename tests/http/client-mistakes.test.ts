import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csrfHeaders, openCsrfSession, type CsrfSession } from "../support/csrf-session";
import { fetchRaw, startServer, type RunningServer } from "../support/server";

const ADMIN_TOKEN = "client-mistakes-admin-token-0123456789";
let server: RunningServer;
let session: CsrfSession;
let clientNumber = 0;
/** A distinct client address per request group (TRUST_PROXY is on), so rate limits never mix. */
const newClient = () => `198.18.0.${(clientNumber += 1)}`;

beforeAll(async () => {
  server = await startServer({ ADMIN_TOKEN, TRUST_PROXY: "true" });
  session = await openCsrfSession(server.url);
});

afterAll(async () => {
  await server?.stop();
});

async function expectJsonError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/application\/json/);
  expect(await response.json()).toMatchObject({ error: { code, message: expect.any(String) } });
}

describe("the call-me-back form's address, sent something other than a form", () => {
  it("answers a text/plain post 415", async () => {
    const response = await fetchRaw(`${server.url}/call-me-back`, {
      method: "POST",
      headers: { "Content-Type": "text/plain", "X-Forwarded-For": newClient() },
      body: "firstName=Thandi",
    });
    await expectJsonError(response, 415, "unsupported_media_type");
  });

  it("answers a broken multipart body 400", async () => {
    const response = await fetchRaw(`${server.url}/call-me-back`, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=xyz", "X-Forwarded-For": newClient() },
      body: '--xyz\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nThandi\r\n--nope',
    });
    await expectJsonError(response, 400, "malformed_form");
  });

  it.each(["PUT", "DELETE", "PATCH"])("answers %s 405 with the methods it takes", async (method) => {
    const response = await fetchRaw(`${server.url}/call-me-back`, {
      method,
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": newClient() },
      body: "firstName=Thandi",
    });
    expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
    await expectJsonError(response, 405, "method_not_allowed");
  });

  it("answers a post to a page without a form 405", async () => {
    const response = await fetchRaw(`${server.url}/business`, {
      method: "POST",
      headers: { "X-Forwarded-For": newClient() },
    });
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    await expectJsonError(response, 405, "method_not_allowed");
  });
});

describe("text the database cannot store", () => {
  const admin = (method: string, path: string, body?: unknown) =>
    fetchRaw(`${server.url}/blog/api${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${ADMIN_TOKEN}`,
        "Content-Type": "application/json",
        "X-Forwarded-For": newClient(),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const post = {
    slug: "nul-in-the-title",
    title: "A title\u0000 with a NUL",
    date: "2026-11-01",
    description: "A description long enough.",
    body: "Body text.",
    image: { src: "/images/blog/cars.jpg", alt: "Cars" },
  };

  it("answers a NUL character in a blog field 422, naming the field", async () => {
    const response = await admin("POST", "/posts", post);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: { code: "validation", fields: { title: "invalid" } } });
  });

  it("answers a NUL character in a blog slug 404", async () => {
    await expectJsonError(await admin("DELETE", "/posts/a%00b"), 404, "not_found");
    expect((await admin("GET", "/posts/a%00b")).status).toBe(404);
  });

  it("answers a NUL character in a lead 422", async () => {
    const response = await fetchRaw(`${server.url}/api/leads`, {
      method: "POST",
      headers: csrfHeaders(session, { "X-Forwarded-For": newClient() }),
      body: JSON.stringify({ firstName: "Th\u0000andi", surname: "Nkosi", cellphone: "0825551234", consent: true }),
    });
    expect(response.status).toBe(422);
  });
});

describe("bearer tokens", () => {
  it("gives a junk bearer token no way past the CSRF check of a cross-site lead post", async () => {
    const response = await fetchRaw(`${server.url}/api/leads`, {
      method: "POST",
      headers: {
        Authorization: "Bearer junk",
        "Content-Type": "application/json",
        Origin: "https://evil.example",
        "Sec-Fetch-Site": "cross-site",
        "X-Forwarded-For": newClient(),
      },
      body: JSON.stringify({ firstName: "Mallory", surname: "Evil", cellphone: "0825551234", consent: true }),
    });
    await expectJsonError(response, 403, "csrf");
  });

  it("refuses Sec-Fetch-Site: Cross-Site written in capitals", async () => {
    const response = await fetchRaw(`${server.url}/api/logs`, {
      method: "POST",
      headers: csrfHeaders(session, { "Sec-Fetch-Site": "Cross-Site", "X-Forwarded-For": newClient() }),
      body: JSON.stringify({ level: "warn", message: "x", url: "/", time: new Date().toISOString() }),
    });
    await expectJsonError(response, 403, "csrf");
  });

  it("lets only the valid admin token publish without a CSRF token", async () => {
    const wrong = await fetchRaw(`${server.url}/blog/api/posts/no-such-post`, {
      method: "DELETE",
      headers: { Authorization: "Bearer wrong-wrong-wrong-wrong", "X-Forwarded-For": newClient() },
    });
    await expectJsonError(wrong, 401, "unauthorized");
    const right = await fetchRaw(`${server.url}/blog/api/posts/no-such-post`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, "X-Forwarded-For": newClient() },
    });
    await expectJsonError(right, 404, "not_found");
  });
});

describe("what visitors' reports and aborted requests do to the log", () => {
  it("writes a client error at warn, with right-to-left and zero-width characters escaped", async () => {
    const response = await fetchRaw(`${server.url}/api/logs`, {
      method: "POST",
      headers: csrfHeaders(session, { "X-Forwarded-For": newClient() }),
      body: JSON.stringify({
        level: "error",
        message: "report\u202Egnp.exe\u200B\u0007 from a visitor",
        url: "/business",
        time: new Date().toISOString(),
      }),
    });
    expect(response.status).toBe(204);
    await expect
      .poll(() => server.logs.find((line) => String(line.message).startsWith("report")))
      .toMatchObject({
        level: "warn",
        clientLevel: "error",
        msg: "client error",
        message: "report\\u202egnp.exe\\u200b\\u0007 from a visitor",
      });
    expect(server.logs.some((line) => line.level === "error" && line.source === "browser")).toBe(false);
  });

  it("logs a request whose body never arrived whole at info, not as an unhandled error", async () => {
    const { port } = new URL(server.url);
    const socket = connect(Number(port), "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(
      `POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n` +
        `Cookie: ${session.cookie}\r\nX-CSRF-Token: ${session.token}\r\nX-Forwarded-For: ${newClient()}\r\n\r\n{"firstName":`,
    );
    // The head and the start of the body arrive before the connection closes, so the server has begun
    // reading the body when the visitor goes away.
    socket.destroy();
    await expect
      .poll(() =>
        server.logs.find((line) => line.method === "POST" && line.path === "/api/leads" && line.aborted === true),
      )
      .toBeTruthy();
    await expect.poll(() => server.logs.some((line) => line.msg === "request body aborted by the client")).toBe(true);
    expect(server.logs.filter((line) => line.msg === "unhandled error")).toEqual([]);
  });
});
