import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { csrfHeaders, openCsrfSession } from "../support/csrf-session";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { fetchRaw, startServer, type RunningServer } from "../support/server";

/**
 * A database that refuses every lead (a constraint added for this test), so each save fails with the
 * database's own error, whose message and detail quote the row. Not one value the visitor sent may reach
 * the server's output, on the API or on the form posted without JavaScript.
 */
let database: TestDatabase;
let server: RunningServer;

const lead = {
  firstName: "Zanele",
  surname: "Mthembu-Refused",
  cellphone: "0837774455",
  email: "zanele.refused@example.co.za",
  idNumber: "8001015009087",
  product: "business",
  sourcePath: "/business",
  preferredTime: "morning",
  consent: true,
  marketingOptIn: false,
  // An ID number comes only with the separate pre-check consent.
  preCheckConsent: true,
};

beforeAll(async () => {
  database = await createTestDatabase();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query("ALTER TABLE leads ADD CONSTRAINT refuse_every_lead CHECK (first_name = '') NOT VALID");
  await client.end();
  server = await startServer({ DATABASE_URL: database.url, TRUST_PROXY: "true" });
});

afterAll(async () => {
  await server?.stop();
  await database?.destroy();
});

it("logs a refused lead by error type, code and constraint only, never a value the visitor sent", async () => {
  const session = await openCsrfSession(server.url);
  const api = await fetchRaw(`${server.url}/api/leads`, {
    method: "POST",
    headers: csrfHeaders(session, { "X-Forwarded-For": "203.0.113.10" }),
    body: JSON.stringify(lead),
  });
  expect(api.status).toBe(500);
  expect(await api.json()).toMatchObject({ error: { code: "internal" } });

  // Without JavaScript: the first post is shown again with a token, the second reaches the database.
  const form = new URLSearchParams({ ...lead, consent: "yes", marketingOptIn: "", preCheckConsent: "yes" });
  const first = await fetchRaw(`${server.url}/call-me-back`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "203.0.113.11" },
    body: form.toString(),
  });
  const html = await first.text();
  const token = /name="_csrf" value="([^"]+)"/.exec(html)?.[1];
  expect(token).toBeTruthy();
  const cookie = first.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  form.set("_csrf", token ?? "");
  const second = await fetchRaw(`${server.url}/call-me-back`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, "X-Forwarded-For": "203.0.113.11" },
    body: form.toString(),
  });
  expect(second.status).toBe(500);

  const failuresLogged = () => server.logs.filter((line) => line.level === "error" && line.msg !== "request failed");
  await expect.poll(() => failuresLogged().length).toBeGreaterThanOrEqual(2);
  const failures = failuresLogged();
  expect(failures).toEqual([
    expect.objectContaining({ msg: "unhandled error", path: "/api/leads" }),
    expect.objectContaining({ msg: "page failed", path: "/call-me-back" }),
  ]);
  // The database's code and the constraint's name say what went wrong.
  expect(JSON.stringify(failures)).toContain('"code":"23514"');
  expect(JSON.stringify(failures)).toContain('"constraint":"refuse_every_lead"');

  const output = server.output();
  for (const value of [lead.firstName, lead.surname, lead.cellphone, lead.email, lead.idNumber, "Failing row"]) {
    expect(output, value).not.toContain(value);
  }
  // Every line is a JSON log line: no stack trace printed on its own.
  for (const line of output.split("\n").filter((text) => text.trim() !== "")) {
    expect(() => JSON.parse(line) as unknown, line).not.toThrow();
  }
});

it("masks phone numbers written with dashes, dots or brackets and emails written %40 in client reports and paths", async () => {
  const session = await openCsrfSession(server.url);
  const written = ["082-555-1234", "082.555.1235", "(082) 555 1236", "sipho%40example.co.za"];
  const response = await fetchRaw(`${server.url}/api/logs`, {
    method: "POST",
    headers: csrfHeaders(session, { "X-Forwarded-For": "203.0.113.12" }),
    body: JSON.stringify({
      level: "warn",
      message: `could not call ${written.join(" or ")}`,
      url: "/business",
      time: new Date().toISOString(),
    }),
  });
  expect(response.status).toBe(204);
  await fetchRaw(`${server.url}/lookup/082-555-1237/sipho%40example.co.za`);
  await expect
    .poll(() => server.logs.some((line) => line.msg === "request" && String(line.path).startsWith("/lookup")))
    .toBe(true);
  const output = server.output();
  for (const value of [...written, "555-1237", "sipho"]) expect(output, value).not.toContain(value);
  expect(output).toContain("could not call [number] or [number] or [number] or [email]");
});
