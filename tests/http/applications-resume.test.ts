import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../server/db/client";
import { csrfHeaders, openCsrfSession, type CsrfSession } from "../support/csrf-session";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { fetchRaw, startServer, type RunningServer } from "../support/server";

/**
 * "Save and continue later": a one-time link for 7 days, e-mailed through a real SMTP receiver on this
 * machine (smtp-server), opened once, refused the second time and after 7 days (time moved in the database).
 */

let database: TestDatabase;
let server: RunningServer;
let session: CsrfSession;
let smtp: SMTPServer;
let clientNumber = 0;
const newClient = () => `192.0.2.${(clientNumber += 1)}`;

/** A message the SMTP receiver accepted. */
interface ReceivedMail {
  readonly from: string | undefined;
  readonly to: readonly string[];
  /** The whole message, its quoted-printable lines joined and decoded (enough to find the link and the words). */
  readonly text: string;
}
const mails: ReceivedMail[] = [];
/** The receiver refuses mail to this address (a mailbox that does not exist). */
const REFUSED_ADDRESS = "no-such-mailbox@example.co.za";

const APPLICANT = {
  firstName: "Nomsa",
  surname: "Resumetestsurname",
  idNumber: "8001015009087",
  cellphone: "0825553311",
  email: "nomsa.resume@example.co.za",
  maritalStatus: "single",
  dependants: 0,
  streetAddress: "7 Resumetest Avenue",
  city: "Pretoria",
  province: "gauteng",
  postalCode: "0181",
};

const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

interface Applicant {
  cookie: string;
  readonly client: string;
}

function call(who: Applicant, method: string, path: string, body?: unknown) {
  return fetchRaw(`${server.url}/api/applications${path}`, {
    method,
    headers: { ...csrfHeaders(session, { "X-Forwarded-For": who.client }), Cookie: who.cookie },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const ownerCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith("umoya-application="))
    ?.split(";")[0];

async function newDraft(applicant: Partial<typeof APPLICANT> = APPLICANT) {
  const who: Applicant = { cookie: session.cookie, client: newClient() };
  const response = await call(who, "POST", "");
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  who.cookie = `${session.cookie}; ${ownerCookieOf(response)}`;
  expect((await call(who, "PATCH", `/${id}`, { applicant })).status).toBe(200);
  return { who, id };
}

/** Opens a link as a browser would follow it from an e-mail: no cookies, no redirect followed. */
const open = (url: string, method = "GET") => fetchRaw(url, { method, redirect: "manual" });

const tokenIn = (text: string) => /\/apply\/resume\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no STARTTLS (its built-in certificate would be refused), no AUTH.
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === REFUSED_ADDRESS)
        return callback(Object.assign(new Error("No such mailbox"), { responseCode: 550 }));
      callback();
    },
    onData(stream, envelope, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        mails.push({
          from: envelope.envelope.mailFrom ? envelope.envelope.mailFrom.address : undefined,
          to: envelope.envelope.rcptTo.map((recipient) => recipient.address),
          text: decodeQuotedPrintable(Buffer.concat(chunks).toString("latin1")),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as AddressInfo;
  database = await createTestDatabase();
  server = await startServer({
    DATABASE_URL: database.url,
    TRUST_PROXY: "true",
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    SMTP_FROM: "Umoya Finance <no-reply@umoyafinance.co.za>",
  });
  session = await openCsrfSession(server.url);
});

afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  await database?.destroy();
});

describe("POST /api/applications/:id/resume-link with SMTP_URL", () => {
  it("e-mails a link that opens the draft once, in the browser that opens it", async () => {
    const { who, id } = await newDraft();
    const started = Date.now();
    const response = await call(who, "POST", `/${id}/resume-link`);
    expect(response.status).toBe(201);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const answer = (await response.json()) as { emailed: boolean; expiresAt: string; url?: string };
    // E-mailed: the link is in the mailbox only, not in the answer.
    expect(answer).toEqual({ emailed: true, expiresAt: expect.any(String) });
    const sevenDays = 7 * 24 * 3600 * 1000;
    expect(Date.parse(answer.expiresAt)).toBeGreaterThanOrEqual(started + sevenDays - 1000);
    expect(Date.parse(answer.expiresAt)).toBeLessThanOrEqual(Date.now() + sevenDays + 1000);

    await expect.poll(() => mails.filter((mail) => mail.to.includes(APPLICANT.email)).length).toBe(1);
    const mail = mails.find((entry) => entry.to.includes(APPLICANT.email))!;
    expect(mail.from).toBe("no-reply@umoyafinance.co.za");
    // Header lines unfolded (a long header continues on lines that start with a space).
    expect(mail.text.replace(/\r\n[ \t]+/g, " ")).toMatch(
      /^Subject: Continue your finance application with Umoya Finance\r?$/m,
    );
    expect(mail.text).toContain(`Hello ${APPLICANT.firstName},`);
    // Nothing personal but the first name.
    for (const value of [APPLICANT.surname, APPLICANT.idNumber, APPLICANT.cellphone, APPLICANT.streetAddress])
      expect(mail.text).not.toContain(value);
    const token = tokenIn(mail.text);
    expect(token).toBeDefined();
    // The link names the site's own origin (ALLOWED_HOSTS), whatever Host a request sends.
    expect(mail.text).toContain(`${server.url}/apply/resume/${token}`);

    const opened = await open(`${server.url}/apply/resume/${token}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.get("Location")).toBe("/apply");
    expect(opened.headers.get("Cache-Control")).toBe("no-store");
    expect(opened.headers.get("Referrer-Policy")).toBe("no-referrer");
    const owner = opened.headers.getSetCookie().find((line) => line.startsWith("umoya-application="));
    expect(owner).toMatch(/HttpOnly/i);
    expect(owner).toMatch(/SameSite=Lax/i);
    expect(owner).toMatch(/Path=\//i);
    expect(owner).toMatch(new RegExp(`^umoya-application=${id}\\.`));

    // The browser that opened the link has the draft, with its answers; the cookie held before opens it no more.
    const elsewhere: Applicant = { cookie: `${session.cookie}; ${owner!.split(";")[0]}`, client: newClient() };
    const view = await call(elsewhere, "GET", `/${id}`);
    expect(view.status).toBe(200);
    expect(await view.json()).toMatchObject({ id, status: "draft", sections: { applicant: { firstName: "Nomsa" } } });
    expect((await call(who, "GET", `/${id}`)).status).toBe(404);

    const again = await open(`${server.url}/apply/resume/${token}`);
    expect(again.status).toBe(410);
    expect(again.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(again.headers.get("Cache-Control")).toBe("no-store");
    expect(again.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(again.headers.getSetCookie()).toEqual([]);
    const page = await again.text();
    expect(page).toContain("<h1>This link has been used</h1>");
    expect(page).toContain("Save and continue later");
    // Its one inline style is the only thing its policy lets in, by hash; no script at all.
    const style = /<style>([^<]*)<\/style>/.exec(page)?.[1] ?? "";
    const hash = createHash("sha256").update(style).digest("base64");
    expect(again.headers.get("Content-Security-Policy")).toContain(`style-src 'sha256-${hash}'`);
    expect(again.headers.get("Content-Security-Policy")).toMatch(/^default-src 'none';/);
    expect(page).not.toContain("<script");
  });

  it("answers the link to copy when the draft has no e-mail address", async () => {
    const { who, id } = await newDraft({ firstName: "Thabo" });
    const response = await call(who, "POST", `/${id}/resume-link`);
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { emailed: boolean; url: string; expiresAt: string };
    expect(answer).toMatchObject({ emailed: false, expiresAt: expect.any(String) });
    expect(answer.url).toMatch(new RegExp(`^${server.url}/apply/resume/[A-Za-z0-9_-]{43}$`));
    expect(mails.some((mail) => mail.text.includes(answer.url))).toBe(false);
  });

  it("is refused 410 seven days later (time moved in the database)", async () => {
    const { who, id } = await newDraft({ firstName: "Lerato" });
    const { url } = (await (await call(who, "POST", `/${id}/resume-link`)).json()) as { url: string };
    await database.db.execute(
      sql`UPDATE application_resume_links
          SET created_at = created_at - interval '7 days', expires_at = expires_at - interval '7 days'
          WHERE application_id = ${id}`,
    );
    const expired = await open(url);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain("<h1>This link has expired</h1>");
    expect(expired.headers.getSetCookie()).toEqual([]);
    // The draft is its owner's as before.
    expect((await call(who, "GET", `/${id}`)).status).toBe(200);
  });

  it("answers 404 to an unknown or malformed link, and HEAD uses no link up", async () => {
    const { who, id } = await newDraft({ firstName: "Sizwe" });
    const { url } = (await (await call(who, "POST", `/${id}/resume-link`)).json()) as { url: string };
    expect((await open(url, "HEAD")).status).toBe(405);
    const unknown = await open(`${server.url}/apply/resume/${"A".repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("<h1>There is no such link</h1>");
    expect((await open(`${server.url}/apply/resume/short`)).status).toBe(404);
    expect((await open(url)).status).toBe(303);
  });

  it("is the owner's only, for a draft only, and needs the CSRF token", async () => {
    const { who, id } = await newDraft({ firstName: "Ayanda" });
    const stranger: Applicant = { cookie: session.cookie, client: newClient() };
    expect((await call(stranger, "POST", `/${id}/resume-link`)).status).toBe(404);
    const unguarded = await fetchRaw(`${server.url}/api/applications/${id}/resume-link`, {
      method: "POST",
      headers: { Cookie: who.cookie, "Content-Type": "application/json", "X-Forwarded-For": who.client },
    });
    expect(unguarded.status).toBe(403);
    const { url } = (await (await call(who, "POST", `/${id}/resume-link`)).json()) as { url: string };
    expect((await call(who, "POST", `/${id}/withdraw`)).status).toBe(200);
    expect((await call(who, "POST", `/${id}/resume-link`)).status).toBe(409);
    // A link made before the draft was withdrawn opens nothing.
    const closed = await open(url);
    expect(closed.status).toBe(410);
    expect(await closed.text()).toContain("<h1>This application can no longer be continued</h1>");
  });

  it("e-mails one address at most 5 links a day, whatever the drafts; then answers the link to copy", async () => {
    const address = "cap.resume@example.co.za";
    const first = await newDraft({ firstName: "Zanele", email: address });
    for (let sent = 0; sent < 4; sent += 1) {
      const answer = await call(first.who, "POST", `/${first.id}/resume-link`);
      expect(await answer.json()).toMatchObject({ emailed: true });
    }
    // Another draft, the address in capitals: the same mailbox.
    const second = await newDraft({ firstName: "Zanele", email: address.toUpperCase() });
    expect(await (await call(second.who, "POST", `/${second.id}/resume-link`)).json()).toMatchObject({ emailed: true });
    const sixth = await call(second.who, "POST", `/${second.id}/resume-link`);
    expect(sixth.status).toBe(201);
    const answer = (await sixth.json()) as { emailed: boolean; url: string };
    expect(answer.emailed).toBe(false);
    expect(answer.url).toMatch(/\/apply\/resume\/[A-Za-z0-9_-]{43}$/);
    await expect.poll(() => mails.filter((mail) => mail.to.some((to) => to.toLowerCase() === address)).length).toBe(5);
    expect((await open(answer.url)).status).toBe(303);
  });

  it("answers 503 and keeps no link when the mail server refuses the e-mail", async () => {
    const { who, id } = await newDraft({ ...APPLICANT, email: REFUSED_ADDRESS });
    const response = await call(who, "POST", `/${id}/resume-link`);
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("60");
    expect(await response.json()).toMatchObject({ error: { code: "mail_unavailable" } });
    const [row] = await queryRows<{ count: number }>(
      database.db,
      sql`SELECT count(*)::int AS count FROM application_resume_links WHERE application_id = ${id}`,
    );
    expect(row?.count).toBe(0);
  });

  it("stores only the token's hash, and logs neither the token nor the address", async () => {
    const tokens = mails.map((mail) => tokenIn(mail.text)).filter((token) => token !== undefined);
    expect(tokens.length).toBeGreaterThan(0);
    const stored = await queryRows<{ token_hash: string }>(
      database.db,
      sql`SELECT token_hash FROM application_resume_links`,
    );
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
    await expect.poll(() => server.output().includes("/apply/resume/[token]")).toBe(true);
    const output = server.output();
    for (const token of tokens) expect(output).not.toContain(token);
    for (const value of [APPLICANT.email, REFUSED_ADDRESS, APPLICANT.firstName]) expect(output).not.toContain(value);
  });
});
