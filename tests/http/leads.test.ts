import { spawn } from "node:child_process";
import { connect } from "node:net";
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csrfHeaders, openCsrfSession, type CsrfSession } from "../support/csrf-session";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { statusesOfOneWindow } from "../support/rate-limit-window";
import { fetchRaw, startServer, type RunningServer } from "../support/server";

const root = fileURLToPath(new URL("../..", import.meta.url));

let database: TestDatabase;
let server: RunningServer;
let session: CsrfSession;
let clientNumber = 0;

/** A distinct client address per test (TRUST_PROXY is on), so rate limits of one test never touch another. */
const newClient = () => `198.51.100.${(clientNumber += 1)}`;

const validLead = {
  firstName: "Thandi",
  surname: "Nkosi",
  cellphone: "0825551234",
  email: "thandi.nkosi@example.co.za",
  idNumber: "8001015009087",
  product: "business",
  sourcePath: "/business",
  preferredTime: "morning",
  calculation: { calculator: "vehicle-finance", figures: { "Purchase price": 350000, "Monthly instalment": 7425.5 } },
  consent: true,
  marketingOptIn: false,
  // An ID number comes only with the separate pre-check consent.
  preCheckConsent: true,
};

function postLead(body: unknown, options: { client?: string; headers?: Record<string, string>; raw?: string } = {}) {
  return fetchRaw(`${server.url}/api/leads`, {
    method: "POST",
    headers: csrfHeaders(session, { "X-Forwarded-For": options.client ?? newClient(), ...options.headers }),
    body: options.raw ?? JSON.stringify(body),
  });
}

async function query<Row>(text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

function runLeadsCommand(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["build/app-server/leads.js", ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: "silent" },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServer({ DATABASE_URL: database.url, TRUST_PROXY: "true" });
  session = await openCsrfSession(server.url);
});

afterAll(async () => {
  await server?.stop();
  await database?.destroy();
});

describe("POST /api/leads", () => {
  it("stores a valid lead with the consent text versions and times and answers 201 with its id and reference", async () => {
    const before = Date.now();
    const response = await postLead(validLead);
    expect(response.status).toBe(201);
    const { id, reference } = (await response.json()) as { id: string; reference: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(reference).toMatch(/^UF-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
    const [row] = await query<{
      consent_text_version: string;
      consented_at: Date;
      pre_check_consent_text_version: string | null;
      pre_check_consented_at: Date | null;
      reference: string;
      id_number: string;
      cellphone: string;
      calculation: unknown;
      marketing_opt_in: boolean;
    }>(
      "SELECT consent_text_version, consented_at, pre_check_consent_text_version, pre_check_consented_at, reference, id_number, cellphone, calculation, marketing_opt_in FROM leads WHERE id = $1",
      [id],
    );
    expect(row?.consent_text_version).toBe("2026-11-popia-3");
    expect(row?.consented_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row?.pre_check_consent_text_version).toBe("2026-11-pre-check-1");
    expect(row?.pre_check_consented_at?.getTime()).toBe(row?.consented_at.getTime());
    expect(row?.reference).toBe(reference);
    expect(row?.id_number).toBe("8001015009087");
    expect(row?.cellphone).toBe("0825551234");
    expect(row?.calculation).toEqual(validLead.calculation);
    expect(row?.marketing_opt_in).toBe(false);
  });

  it("stores no pre-check consent when none is given, and takes an ID number only with it", async () => {
    const withoutPreCheck = { ...validLead, idNumber: null, preCheckConsent: false };
    const response = await postLead(withoutPreCheck);
    expect(response.status).toBe(201);
    const { id, reference } = (await response.json()) as { id: string; reference: string };
    expect(
      await query(
        "SELECT pre_check_consent_text_version, pre_check_consented_at, id_number, reference FROM leads WHERE id = $1",
        [id],
      ),
    ).toEqual([{ pre_check_consent_text_version: null, pre_check_consented_at: null, id_number: null, reference }]);

    const idWithoutConsent = await postLead({ ...validLead, preCheckConsent: false });
    expect(idWithoutConsent.status).toBe(422);
    expect(await idWithoutConsent.json()).toMatchObject({ error: { fields: { preCheckConsent: "required" } } });
    const consentWithoutId = await postLead({ ...validLead, idNumber: null });
    expect(consentWithoutId.status).toBe(422);
    expect(await consentWithoutId.json()).toMatchObject({ error: { fields: { idNumber: "required" } } });
  });

  it("never writes the phone number, ID number or email into the server's logs", async () => {
    await postLead({
      ...validLead,
      cellphone: "0731234567",
      idNumber: "9202204720083",
      email: "sipho.dlamini@example.com",
    });
    await expect.poll(() => server.logs.filter((log) => log.msg === "lead stored").length).toBeGreaterThanOrEqual(2);
    const text = JSON.stringify(server.logs);
    expect(text).toContain("lead stored");
    for (const secret of ["0731234567", "9202204720083", "sipho.dlamini"]) expect(text).not.toContain(secret);
  });

  it("answers 422 with the §5 code of every failing field", async () => {
    const response = await postLead({
      ...validLead,
      cellphone: "0123456789",
      idNumber: "8001015009088",
      email: "not-an-address",
      consent: false,
      colour: "red",
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: {
        code: "validation",
        message: expect.any(String),
        fields: {
          cellphone: "invalid",
          idNumber: "checksumFailed",
          email: "email",
          consent: "required",
          colour: "unknown",
        },
      },
    });
  });

  it.each([
    [{ cellphone: "082555" }, { cellphone: "toShort" }],
    [{ cellphone: "08255512345" }, { cellphone: "toLong" }],
    [{ idNumber: "800101500908" }, { idNumber: "tooShort" }],
    [{ idNumber: "80010150090871" }, { idNumber: "tooLong" }],
    [{ idNumber: "80010A5009087" }, { idNumber: "notANumber" }],
    [{ idNumber: "8013015009087" }, { idNumber: "dateFailed" }],
    [{ firstName: "" }, { firstName: "required" }],
    [{ cellphone: undefined }, { cellphone: "required" }],
  ])("answers 422 for %j with %j", async (change, fields) => {
    const response = await postLead({ ...validLead, ...change });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { fields: unknown } }).error.fields).toEqual(fields);
  });

  it("answers 400 for malformed JSON, naming the body", async () => {
    const response = await postLead(undefined, { raw: '{"firstName": "Thandi",' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "malformed_json", fields: { body: "malformed" } } });
  });

  it("answers 415 for a body that is not JSON", async () => {
    const response = await postLead(undefined, { raw: "firstName=Thandi", headers: { "Content-Type": "text/plain" } });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({
      error: { code: "unsupported_media_type", fields: { "Content-Type": "unsupported" } },
    });
  });

  it("answers 413 for a body over 16 KB", async () => {
    const response = await postLead({ ...validLead, firstName: "A".repeat(20_000) });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: "payload_too_large", limitBytes: 16_384 } });
  });

  it("answers 413 for a body declared over 16 KB before the client has sent it", async () => {
    const { port } = new URL(server.url);
    const socket = connect(Number(port), "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    socket.write(
      `POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 20000\r\n` +
        `Cookie: ${session.cookie}\r\nX-CSRF-Token: ${session.token}\r\nX-Forwarded-For: ${newClient()}\r\n\r\n` +
        `{"firstName":"${"A".repeat(100)}`,
    );
    // Only the first 115 of the 20 000 bytes are sent: the answer comes without waiting for the rest.
    await expect.poll(() => answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('"limitBytes":16384');
    socket.destroy();
  });

  it("answers a keyed retry with the same lead, also when the retry is sent as other JSON of the same lead", async () => {
    const key = randomUUID();
    const first = await postLead(validLead, { headers: { "Idempotency-Key": key } });
    expect(first.status).toBe(201);
    // The same lead with its fields in another order and other spacing: the same request.
    const reordered = Object.fromEntries(Object.entries(validLead).reverse());
    const retry = await postLead(undefined, {
      headers: { "Idempotency-Key": key },
      raw: JSON.stringify(reordered, null, 2),
    });
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await retry.json()).toEqual(await first.json());
  });

  it("answers 403 without the CSRF token, with a token of another visitor, from another site or origin", async () => {
    const other = await openCsrfSession(server.url);
    const attempts: Record<string, string>[] = [
      { Cookie: session.cookie, "Content-Type": "application/json" },
      { Cookie: session.cookie, "X-CSRF-Token": other.token, "Content-Type": "application/json" },
      { ...csrfHeaders(session), "Sec-Fetch-Site": "cross-site" },
      { ...csrfHeaders(session), Origin: "https://evil.example" },
    ];
    for (const headers of attempts) {
      const response = await fetchRaw(`${server.url}/api/leads`, {
        method: "POST",
        headers: { ...headers, "X-Forwarded-For": newClient() },
        body: JSON.stringify(validLead),
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: { code: "csrf" } });
    }
    const [{ count }] = (await query<{ count: string }>("SELECT count(*) FROM leads WHERE first_name = 'Mallory'")) as [
      { count: string },
    ];
    expect(count).toBe("0");
  });

  it("answers 429 with Retry-After after 5 leads in 10 minutes from one address", async () => {
    const client = newClient();
    const { allowed, refused } = await statusesOfOneWindow(() => postLead(validLead, { client }), 5);
    expect(allowed).toEqual([201, 201, 201, 201, 201]);
    expect(refused.status).toBe(429);
    const limited = await postLead(validLead, { client });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(600);
    expect(await limited.json()).toMatchObject({ error: { code: "rate_limited" } });
    // Another address is not affected.
    expect((await postLead(validLead)).status).toBe(201);
  });

  it("returns the first lead again for a retried post with the same Idempotency-Key, and stores one", async () => {
    const key = randomUUID();
    const first = await postLead(validLead, { headers: { "Idempotency-Key": key } });
    const second = await postLead(validLead, { headers: { "Idempotency-Key": key } });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    const firstAnswer = (await first.json()) as { id: string; reference: string };
    // The retry gets the same lead: its id and the reference the visitor was given.
    expect(await second.json()).toEqual(firstAnswer);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    const rows = await query("SELECT id FROM leads WHERE idempotency_key = $1", [key]);
    expect(rows).toHaveLength(1);

    const reused = await postLead({ ...validLead, firstName: "Other" }, { headers: { "Idempotency-Key": key } });
    expect(reused.status).toBe(409);
    const invalidKey = await postLead(validLead, { headers: { "Idempotency-Key": "has spaces in it" } });
    expect(invalidKey.status).toBe(400);
  });

  it("answers a retry of a stored lead with its first answer even after the client has used up its limit", async () => {
    const client = newClient();
    const key = randomUUID();
    const first = await postLead(validLead, { client, headers: { "Idempotency-Key": key } });
    expect(first.status).toBe(201);
    const { id, reference } = (await first.json()) as { id: string; reference: string };
    for (let attempt = 0; attempt < 5; attempt += 1) await postLead(validLead, { client });
    expect((await postLead(validLead, { client })).status).toBe(429);

    const retry = await postLead(validLead, { client, headers: { "Idempotency-Key": key } });
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await retry.json()).toEqual({ id, reference });
    // A new request under a stored key is still refused, and a new key is still limited.
    expect(
      (await postLead({ ...validLead, firstName: "Other" }, { client, headers: { "Idempotency-Key": key } })).status,
    ).toBe(409);
    expect((await postLead(validLead, { client, headers: { "Idempotency-Key": randomUUID() } })).status).toBe(429);
  });

  it("answers unknown API addresses and methods with JSON 404", async () => {
    const response = await fetchRaw(`${server.url}/api/leads`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: "not_found" } });
  });
});

/** The hidden fields and the action of the call-me-back form in a page's HTML. */
function callMeBackForm(html: string): { action: string | undefined; hidden: Record<string, string> } {
  const form = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/.exec(html);
  const hidden: Record<string, string> = {};
  for (const [, name, value] of (form?.[2] ?? "").matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g))
    hidden[name as string] = (value as string).replaceAll("&quot;", '"').replaceAll("&amp;", "&");
  return { action: form?.[1], hidden };
}

const cookiePairs = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

const postForm = (path: string, form: Record<string, string>, headers: Record<string, string>) =>
  fetchRaw(`${server.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(form).toString(),
  });

const visitor = { firstName: "Bongani", surname: "Car", cellphone: "0825550199", consent: "yes" };

describe("the call-me-back form on a car's page, posted without JavaScript", () => {
  it("carries the listing's id through the confirmation into the stored lead", async () => {
    const listing = (await (await fetchRaw(`${server.url}/api/vehicles?pageSize=1`)).json()) as {
      vehicles: { id: number; path: string }[];
    };
    const car = listing.vehicles[0];
    if (!car) throw new Error("No car is listed.");
    const page = callMeBackForm(await (await fetchRaw(`${server.url}${car.path}`)).text());
    expect(page.action).toBe("/call-me-back");
    expect(page.hidden).toMatchObject({ product: "findACar", sourcePath: car.path, vehicleId: String(car.id) });
    // The page is shared by every visitor (any cache keeps it): no token and no idempotency key of its own.
    expect(page.hidden._csrf).toBe("");
    expect(page.hidden.idempotencyKey).toBeUndefined();

    const client = newClient();
    const first = await postForm("/call-me-back", { ...page.hidden, ...visitor }, { "X-Forwarded-For": client });
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    const shownAgain = callMeBackForm(await first.text());
    expect(shownAgain.hidden).toMatchObject({ product: "findACar", sourcePath: car.path, vehicleId: String(car.id) });
    expect(shownAgain.hidden._csrf).not.toBe("");
    expect(shownAgain.hidden.idempotencyKey).toMatch(/^[\x21-\x7e]{8,200}$/);
    expect(await query("SELECT id FROM leads WHERE first_name = $1", [visitor.firstName])).toEqual([]);

    const confirm = () =>
      postForm(
        "/call-me-back",
        { ...shownAgain.hidden, ...visitor },
        { Cookie: cookiePairs(first), "X-Forwarded-For": client },
      );
    const confirmed = await confirm();
    expect(confirmed.status).toBe(201);
    expect(confirmed.headers.get("location")).toBeNull();
    expect(confirmed.headers.get("cache-control")).toBe("no-store");
    const confirmation = await confirmed.text();
    const reference = /class="call-me-back__reference">(UF-[0-9A-Z-]+)</.exec(confirmation)?.[1];
    // The confirmation is the page itself: the reference, no form left to send again.
    expect(callMeBackForm(confirmation).action).toBeUndefined();
    // The same form sent twice (a double click, a reload) is one lead, and shows the same reference.
    const again = await confirm();
    expect(again.status).toBe(201);
    expect(await again.text()).toContain(`class="call-me-back__reference">${reference}<`);
    expect(
      await query("SELECT vehicle_id, product, source_path, reference FROM leads WHERE first_name = $1", [
        visitor.firstName,
      ]),
    ).toEqual([{ vehicle_id: car.id, product: "findACar", source_path: car.path, reference }]);
  });
});

describe("the figures a calculator hands to the call-me-back form, without JavaScript", () => {
  it("are shown in the form the server renders, and sent with it", async () => {
    const calculation = { calculator: "vehicle-finance", figures: { "Monthly instalment": 6543.21 } };
    const query = new URLSearchParams({ calculation: JSON.stringify(calculation) });
    const response = await fetchRaw(`${server.url}/private-finance?${query.toString()}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("We will send the consultant the figures from your calculator:");
    expect(html).toMatch(/<dt>Monthly instalment<\/dt><dd[^>]*>R 6 543.21<\/dd>/);
    const sent = /<input type="hidden" name="calculation" value="([^"]*)"/.exec(html)?.[1] ?? "null";
    expect(JSON.parse(sent.replaceAll("&quot;", '"'))).toEqual(calculation);
  });
});

describe("the call-me-back form shown again without JavaScript", () => {
  it("never repeats the ID number it was given, and asks for it again", async () => {
    const idNumber = "8001015009087";
    for (const extra of [{}, { cellphone: "082" }]) {
      const response = await postForm(
        "/call-me-back",
        { ...visitor, product: "business", sourcePath: "/business", idNumber, preCheckConsent: "yes", ...extra },
        { "X-Forwarded-For": newClient() },
      );
      expect([200, 422]).toContain(response.status);
      const html = await response.text();
      expect(html).toContain('value="Bongani"');
      expect(html).not.toContain(idNumber);
      expect(html).toContain("we do not show your ID number on the page again: please type it once more");
    }
  });
});

describe("the call-me-back form shown again after a post without JavaScript, with a valid CSRF token", () => {
  const inlineScripts = (html: string) =>
    [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? "");

  it("is plain HTML: the typed values only in the inputs, none in any script, and never the full ID number", async () => {
    const idNumber = "8001015009087";
    const typed = {
      firstName: "Zanele",
      surname: "Privacy-Dlamini",
      cellphone: "0825550142",
      email: "zanele.private@example.co.za",
    };
    // One mistake (the pre-check box is not ticked for the ID number), so the form is shown again.
    const response = await postForm(
      "/call-me-back",
      { ...typed, idNumber, consent: "yes", product: "business", sourcePath: "/business", _csrf: session.token },
      { Cookie: session.cookie, "X-Forwarded-For": newClient() },
    );
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain("Your ID number is used only for a pre-check");
    for (const value of Object.values(typed)) {
      expect(html).toContain(`value="${value}"`);
      for (const script of inlineScripts(html)) expect(script).not.toContain(value);
    }
    expect(html).not.toContain(idNumber);
    // No hydration data and no module of the app: the re-shown form posts natively again.
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).not.toContain("__reactRouterContext");
    expect(callMeBackForm(html).action).toBe("/call-me-back");
    expect(await query("SELECT id FROM leads WHERE first_name = $1", [typed.firstName])).toEqual([]);
  });

  it("answers the rate limit in the page itself, keeping what was typed", async () => {
    const client = newClient();
    const post = () =>
      postForm(
        "/call-me-back",
        { ...visitor, firstName: "Ratelimit", cellphone: "082", product: "business", sourcePath: "/business" },
        { "X-Forwarded-For": client },
      );
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await post()).status);
    expect(statuses).toEqual([422, 422, 422, 422, 422]);
    const limited = await post();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const html = await limited.text();
    expect(html).toMatch(/Too many requests\. Please try again in \d+ seconds\./);
    expect(html).toContain('value="Ratelimit"');
  });
});

describe("the call-me-back form sent in place (React Router's fetcher, with JavaScript)", () => {
  const fields = {
    ...visitor,
    firstName: "Inplace",
    product: "business",
    sourcePath: "/business",
    preferredTime: "evening",
    inPlace: "1",
  };

  it("posts to the same action and is answered with data for the form, never for a cache, and stores one lead per key", async () => {
    const client = newClient();
    const key = randomUUID();
    const send = () =>
      postForm(
        "/call-me-back.data",
        { ...fields, _csrf: session.token, idempotencyKey: key },
        { Cookie: session.cookie, "X-Forwarded-For": client },
      );
    const first = await send();
    expect(first.status).toBe(201);
    expect(first.headers.get("location")).toBeNull();
    expect(first.headers.get("cache-control")).toBe("no-store");
    const answer = await first.text();
    expect(answer).toContain('"sent"');
    const reference = /"(UF-[0-9A-Z]{4}-[0-9A-Z]{4})"/.exec(answer)?.[1];
    expect(reference).toBeDefined();
    expect(answer).toMatch(/between 17:00 and 19:00|before 19:00/);
    const again = await send();
    expect(again.status).toBe(201);
    expect(await again.text()).toContain(`"${reference}"`);
    expect(await query("SELECT preferred_time FROM leads WHERE idempotency_key = $1", [key])).toEqual([
      { preferred_time: "evening" },
    ]);
  });

  it("answers field codes and, without a valid token, stores nothing and gives a fresh token", async () => {
    const invalid = await postForm(
      "/call-me-back.data",
      { ...fields, cellphone: "082", _csrf: session.token },
      { Cookie: session.cookie, "X-Forwarded-For": newClient() },
    );
    expect(invalid.status).toBe(422);
    expect(invalid.headers.get("cache-control")).toBe("no-store");
    expect(await invalid.text()).toContain("toShort");

    const unverified = await postForm(
      "/call-me-back.data",
      { ...fields, firstName: "Notoken", _csrf: "" },
      { "X-Forwarded-For": newClient() },
    );
    expect(unverified.status).toBe(200);
    expect(unverified.headers.get("cache-control")).toBe("no-store");
    expect(await unverified.text()).toContain('"confirm"');
    expect(unverified.headers.getSetCookie().some((line) => line.startsWith("csrf-token="))).toBe(true);
    expect(await query("SELECT id FROM leads WHERE first_name = $1", ["Notoken"])).toEqual([]);
  });

  it("is refused from another site, and counts against the lead rate limit", async () => {
    const crossSite = await postForm(
      "/call-me-back.data",
      { ...fields, _csrf: session.token },
      { Cookie: session.cookie, "Sec-Fetch-Site": "cross-site", "X-Forwarded-For": newClient() },
    );
    expect(crossSite.status).toBe(403);
    const client = newClient();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await postForm(
        "/call-me-back.data",
        { ...fields, cellphone: "082", _csrf: session.token },
        { Cookie: session.cookie, "X-Forwarded-For": client },
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });
});

describe("npm run leads", () => {
  it("exports every lead as CSV and purges those older than the retention", async () => {
    const [old] = await query<{ id: string }>(
      `INSERT INTO leads (first_name, surname, cellphone, product, source_path, preferred_time, consent_text_version, consented_at, request_hash, created_at, reference)
       VALUES ('Old', 'Lead', '0825550000', 'home', '/', 'anytime', 'v0', now() - interval '100 days', 'x', now() - interval '100 days', 'UF-OLD0-LEAD') RETURNING id`,
    );
    const exported = await runLeadsCommand(["export"]);
    expect(exported.code).toBe(0);
    const lines = exported.stdout.trim().split("\r\n");
    expect(lines[0]).toMatch(/^id,reference,created_at,first_name,surname,cellphone,email,id_number/);
    expect(lines[0]).toContain(",pre_check_consent_text_version,pre_check_consented_at,");
    expect(lines.some((line) => line.startsWith(`${old?.id},UF-OLD0-LEAD,`))).toBe(true);

    const purged = await runLeadsCommand(["purge"]);
    expect(purged.code).toBe(0);
    expect(purged.stdout).toMatch(/^Deleted 1 lead created before .* \(retention 90 days\)/);
    expect(await query("SELECT id FROM leads WHERE id = $1", [old?.id])).toHaveLength(0);
    expect((await query("SELECT id FROM leads")).length).toBeGreaterThan(0);
  });
});

describe("POST /api/logs", () => {
  const report = (body: unknown, client = newClient()) =>
    fetchRaw(`${server.url}/api/logs`, {
      method: "POST",
      headers: csrfHeaders(session, { "X-Forwarded-For": client }),
      body: JSON.stringify(body),
    });
  const entry = {
    level: "error",
    message: "TypeError: cannot read 'x' for thandi@example.co.za 0825551234",
    stack: "TypeError: at app.js:10:5",
    url: "/business?idNumber=8001015009087",
    time: "2026-11-23T10:00:00.000Z",
    kind: "uncaught",
  };

  it("writes a browser error as a structured log line without personal data and answers 204", async () => {
    const response = await report(entry);
    expect(response.status).toBe(204);
    // The server's log lines reach us through its stdout, a moment after the answer.
    await expect.poll(() => server.logs.some((log) => log.msg === "client error")).toBe(true);
    const line = server.logs.find(
      (log) => log.msg === "client error" && String(log.message).startsWith("TypeError: cannot read"),
    );
    expect(line).toMatchObject({
      source: "browser",
      level: "warn",
      clientLevel: "error",
      kind: "uncaught",
      path: "/business",
      message: "TypeError: cannot read 'x' for [email] [number]",
    });
    expect(JSON.stringify(server.logs)).not.toContain("8001015009087");
  });

  it("refuses reports over 8 KB (413), unknown fields (422) and, past 60 a minute, answers 429", async () => {
    expect((await report({ ...entry, stack: "x".repeat(9000) })).status).toBe(413);
    const invalid = await report({ ...entry, level: "debug", extra: 1 });
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toMatchObject({ error: { fields: { level: "invalid", extra: "unknown" } } });
    // Counted in windows aligned to the clock's minutes: 61 reports sent at once crossed into a new minute now
    // and then and were all accepted. Counted within one window, as for the other limits.
    const client = newClient();
    const { allowed, refused } = await statusesOfOneWindow(() => report(entry, client), 60);
    expect(allowed).toEqual(Array.from({ length: 60 }, () => 204));
    expect(refused.status).toBe(429);
  });
});
