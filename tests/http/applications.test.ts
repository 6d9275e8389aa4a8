import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Webhook } from "standardwebhooks";
import { csrfHeaders, openCsrfSession, type CsrfSession } from "../support/csrf-session";
import { fetchRaw, startServer, type RunningServer } from "../support/server";
import { newWebhookSecret, startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";

let server: RunningServer;
let session: CsrfSession;
let origination: WebhookReceiver;
const callbackSecret = newWebhookSecret();
const ORIGINATION_API_TOKEN = "origination-api-token-0123456789abcdef";
let clientNumber = 0;
const newClient = () => `192.0.2.${(clientNumber += 1)}`;

/** Answers no log line may show. */
const APPLICANT = {
  firstName: "Lindiwe",
  surname: "Applicationtestsurname",
  idNumber: "8001015009087",
  cellphone: "0825557788",
  email: "lindiwe.application@example.co.za",
  maritalStatus: "single",
  dependants: 2,
  streetAddress: "12 Applicationtest Street",
  suburb: "Rondebosch",
  city: "Cape Town",
  province: "western-cape",
  postalCode: "7700",
};
const DEAL = {
  product: "vehicle-finance",
  vehiclePrice: 350_000,
  deposit: 35_000,
  termMonths: 72,
  instalment: 7_425.5,
};
const EMPLOYMENT = {
  employmentType: "permanent",
  employer: "Applicationtest Employer (Pty) Ltd",
  monthsEmployed: 48,
  grossMonthlyIncome: 35_000,
  netMonthlyIncome: 27_500,
};
const FINANCES = { livingExpenses: 9_000, debtRepayments: 4_250.5 };
const CONSENTS = { consents: { creditBureau: true, privacy: true }, declaration: true };

/** A browser of its own: CSRF cookies, the draft's owner cookie once it has one, and a client address. */
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

async function newDraft(): Promise<{ applicant: Applicant; id: string; response: Response }> {
  const applicant: Applicant = { cookie: session.cookie, client: newClient() };
  const response = await call(applicant, "POST", "");
  const { id } = (await response.clone().json()) as { id: string };
  const owner = response.headers.getSetCookie().find((line) => line.startsWith("umoya-application="));
  if (owner) applicant.cookie = `${session.cookie}; ${owner.split(";")[0]}`;
  return { applicant, id, response };
}

async function filledDraft() {
  const draft = await newDraft();
  const saved = await call(draft.applicant, "PATCH", `/${draft.id}`, {
    deal: DEAL,
    applicant: APPLICANT,
    employment: EMPLOYMENT,
    finances: FINANCES,
  });
  expect(saved.status).toBe(200);
  return draft;
}

function signedCallback(id: string, body: unknown, options: { secret?: string; at?: Date; signature?: string } = {}) {
  const raw = JSON.stringify(body);
  const webhookId = `msg_${Math.random().toString(36).slice(2)}`;
  const at = options.at ?? new Date();
  const signature = options.signature ?? new Webhook(options.secret ?? callbackSecret).sign(webhookId, at, raw);
  return fetchRaw(`${server.url}/api/applications/${id}/status`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "webhook-id": webhookId,
      "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
      "webhook-signature": signature,
    },
    body: raw,
  });
}

beforeAll(async () => {
  origination = await startWebhookReceiver();
  server = await startServer({
    TRUST_PROXY: "true",
    ORIGINATION_WEBHOOK_URL: origination.url,
    ORIGINATION_WEBHOOK_SECRET: origination.secret,
    ORIGINATION_CALLBACK_SECRET: callbackSecret,
    ORIGINATION_API_TOKEN,
    PUBLIC_URL: "https://www.umoyafinance.co.za",
    WEBHOOK_RETRY_DELAYS: "1,1,1",
  });
  session = await openCsrfSession(server.url);
});

afterAll(async () => {
  await server?.stop();
  await origination?.close();
});

describe("POST /api/applications", () => {
  it("starts a draft owned by an HttpOnly cookie", async () => {
    const { response, id } = await newDraft();
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id, status: "draft" });
    const owner = response.headers.getSetCookie().find((line) => line.startsWith("umoya-application="));
    expect(owner).toMatch(/HttpOnly/i);
    expect(owner).toMatch(/SameSite=Lax/i);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("answers 404 to anyone but the owner", async () => {
    const { id } = await newDraft();
    const stranger: Applicant = { cookie: session.cookie, client: newClient() };
    expect((await call(stranger, "GET", `/${id}`)).status).toBe(404);
    expect((await call(stranger, "PATCH", `/${id}`, { deal: DEAL })).status).toBe(404);
    expect((await call(stranger, "POST", `/${id}/submit`, CONSENTS)).status).toBe(404);
    const other = await newDraft();
    // Another draft's owner cookie opens that draft only.
    expect((await call(other.applicant, "GET", `/${id}`)).status).toBe(404);
    expect((await call(stranger, "GET", "/not-a-uuid")).status).toBe(404);
  });

  it("refuses a write without the CSRF token", async () => {
    const response = await fetchRaw(`${server.url}/api/applications`, {
      method: "POST",
      headers: { Cookie: session.cookie, "X-Forwarded-For": newClient() },
    });
    expect(response.status).toBe(403);
  });
});

describe("PATCH /api/applications/:id", () => {
  it("saves a part-filled section and lists what is still missing", async () => {
    const { applicant, id } = await newDraft();
    const response = await call(applicant, "PATCH", `/${id}`, { deal: { product: "vehicle-finance" } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { missing: string[]; status: string };
    expect(body.status).toBe("draft");
    expect(body.missing).toContain("deal.vehiclePrice");
    expect(body.missing).toContain("applicant.idNumber");
    expect(body.missing).not.toContain("deal.product");
  });

  it("names each bad field with its §5 code in a 422 and stores none of them", async () => {
    const { applicant, id } = await newDraft();
    const response = await call(applicant, "PATCH", `/${id}`, {
      applicant: {
        firstName: "Lindiwe2",
        idNumber: "8001015009088",
        cellphone: "082555",
        email: "not-an-email",
        province: "atlantis",
      },
      employment: { grossMonthlyIncome: -1 },
      extra: {},
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      error: {
        code: "validation",
        fields: {
          "applicant.firstName": "lettersSpacesHyphens",
          "applicant.idNumber": "checksumFailed",
          "applicant.cellphone": "toShort",
          "applicant.email": "email",
          "applicant.province": "invalid",
          "employment.grossMonthlyIncome": "min",
          extra: "unknown",
        },
      },
    });
    const view = (await (await call(applicant, "GET", `/${id}`)).json()) as { sections: { applicant: object } };
    expect(view.sections.applicant).toEqual({});
  });

  it("refuses a net income above the gross", async () => {
    const { applicant, id } = await newDraft();
    const response = await call(applicant, "PATCH", `/${id}`, {
      employment: { grossMonthlyIncome: 20_000, netMonthlyIncome: 25_000 },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: { fields: { "employment.netMonthlyIncome": "aboveGross" } } });
  });

  it("answers the affordability figures and masks the ID number once entered", async () => {
    const { applicant, id } = await filledDraft();
    const view = (await (await call(applicant, "GET", `/${id}`)).json()) as Record<string, unknown> & {
      sections: { applicant: { idNumber: string } };
    };
    expect(view.missing).toEqual([]);
    expect(view.sections.applicant.idNumber).toBe("*********9087");
    expect(view.affordability).toEqual({
      minimumExpenseNorm: 3_675.38,
      necessaryExpenses: 9_000,
      discretionaryIncome: 14_249.5,
      affordable: true,
      largestAffordableInstalment: 14_249.5,
    });
  });
});

describe("POST /api/applications/:id/submit", () => {
  it("names each missing consent and answer in one 422", async () => {
    const { applicant, id } = await newDraft();
    await call(applicant, "PATCH", `/${id}`, { deal: DEAL });
    const response = await call(applicant, "POST", `/${id}/submit`, { consents: { privacy: true } });
    expect(response.status).toBe(422);
    const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields).toMatchObject({
      "consents.creditBureau": "required",
      declaration: "required",
      "applicant.idNumber": "required",
      "employment.grossMonthlyIncome": "required",
    });
    expect(error.fields["consents.privacy"]).toBeUndefined();
    expect(error.fields["deal.product"]).toBeUndefined();
  });

  it("submits once with a reference and delivers exactly one signed application.submitted", async () => {
    const { applicant, id } = await filledDraft();
    const response = await call(applicant, "POST", `/${id}/submit`, {
      ...CONSENTS,
      consents: { ...CONSENTS.consents, marketing: true },
    });
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    expect(reference).toMatch(/^UA-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
    // A repeated submit (a double click, a retried request) answers the same reference and changes nothing.
    const repeat = await call(applicant, "POST", `/${id}/submit`, CONSENTS);
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toEqual({ id, status: "submitted", reference });
    expect((await call(applicant, "PATCH", `/${id}`, { deal: DEAL })).status).toBe(409);

    const events = () =>
      origination.received.filter(
        (entry) => entry.event?.type === "application.submitted" && entry.event.data.id === id,
      );
    await expect.poll(() => events().length, { timeout: 20_000 }).toBe(1);
    const [delivered] = events();
    expect(delivered?.verified).toBe(true);
    expect(delivered?.event?.data).toMatchObject({
      id,
      reference,
      deal: DEAL,
      applicant: APPLICANT,
      employment: EMPLOYMENT,
      finances: FINANCES,
      affordability: { minimumExpenseNorm: 3_675.38, affordable: true, largestAffordableInstalment: 14_249.5 },
      consents: {
        creditBureau: { textVersion: expect.any(String), givenAt: expect.any(String) },
        privacy: { textVersion: expect.any(String), givenAt: expect.any(String) },
        marketing: { textVersion: expect.any(String), givenAt: expect.any(String) },
        declaration: { textVersion: expect.any(String), givenAt: expect.any(String) },
      },
    });
    const view = (await (await call(applicant, "GET", `/${id}`)).json()) as Record<string, unknown>;
    expect(view).toMatchObject({ status: "submitted", reference, outstandingDocuments: expect.any(Array) });
  });
});

describe("POST /api/applications/:id/resume-link without SMTP_URL", () => {
  it("answers a one-time link on the site's public address to copy", async () => {
    const { applicant, id } = await filledDraft();
    const response = await call(applicant, "POST", `/${id}/resume-link`);
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { emailed: boolean; url: string; expiresAt: string };
    expect(answer).toMatchObject({ emailed: false, expiresAt: expect.any(String) });
    expect(answer.url).toMatch(/^https:\/\/www\.umoyafinance\.co\.za\/apply\/resume\/[A-Za-z0-9_-]{43}$/);
    const opened = await fetchRaw(`${server.url}${new URL(answer.url).pathname}`, { redirect: "manual" });
    expect(opened.status).toBe(303);
    expect(opened.headers.get("Location")).toBe("/apply");
  });
});

describe("POST /api/applications/:id/status (the origination system's callback)", () => {
  it("refuses an unsigned, badly signed or stale callback with 401, and changes nothing", async () => {
    const { applicant, id } = await filledDraft();
    await call(applicant, "POST", `/${id}/submit`, CONSENTS);
    const body = { status: "approved" };
    const unsigned = await fetchRaw(`${server.url}/api/applications/${id}/status`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(unsigned.status).toBe(401);
    expect((await signedCallback(id, body, { secret: newWebhookSecret() })).status).toBe(401);
    expect((await signedCallback(id, body, { at: new Date(Date.now() - 6 * 60_000) })).status).toBe(401);
    const view = (await (await call(applicant, "GET", `/${id}`)).json()) as { status: string };
    expect(view.status).toBe("submitted");
  });

  it("sets the status the origination system sends, with the documents it asks for", async () => {
    const { applicant, id } = await filledDraft();
    await call(applicant, "POST", `/${id}/submit`, CONSENTS);
    const bad = await signedCallback(id, { status: "documents_required" });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ error: { fields: { documents: "required" } } });
    const asked = await signedCallback(id, { status: "documents_required", documents: ["payslip", "bank-statement"] });
    expect(asked.status).toBe(200);
    expect(await (await call(applicant, "GET", `/${id}`)).json()).toMatchObject({
      status: "documents_required",
      outstandingDocuments: ["payslip", "bank-statement"],
    });
    expect((await signedCallback(id, { status: "in_review" })).status).toBe(200);
    expect(await (await call(applicant, "GET", `/${id}`)).json()).toMatchObject({ status: "in_review" });
  });

  it("lets the applicant ask for the reasons of a decline, which goes to the origination system", async () => {
    const { applicant, id } = await filledDraft();
    expect((await call(applicant, "POST", `/${id}/reasons`)).status).toBe(409);
    await call(applicant, "POST", `/${id}/submit`, CONSENTS);
    expect((await signedCallback(id, { status: "declined" })).status).toBe(200);
    expect((await call(applicant, "POST", `/${id}/reasons`)).status).toBe(202);
    await expect
      .poll(
        () =>
          origination.received.filter(
            (entry) => entry.event?.type === "application.reasons_requested" && entry.event.data.id === id,
          ).length,
        { timeout: 20_000 },
      )
      .toBe(1);
    expect(await (await call(applicant, "GET", `/${id}`)).json()).toMatchObject({
      status: "declined",
      reasonsRequested: true,
    });
  });

  it("answers 409 for a draft that was never submitted", async () => {
    const { id } = await newDraft();
    expect((await signedCallback(id, { status: "approved" })).status).toBe(409);
  });
});

describe("withdrawing", () => {
  it("withdraws a draft and a submitted application, and then nothing more changes", async () => {
    const draft = await newDraft();
    expect((await call(draft.applicant, "POST", `/${draft.id}/withdraw`)).status).toBe(200);
    expect((await call(draft.applicant, "PATCH", `/${draft.id}`, { deal: DEAL })).status).toBe(409);

    const sent = await filledDraft();
    await call(sent.applicant, "POST", `/${sent.id}/submit`, CONSENTS);
    expect((await call(sent.applicant, "POST", `/${sent.id}/withdraw`)).status).toBe(200);
    expect(await (await call(sent.applicant, "GET", `/${sent.id}`)).json()).toMatchObject({ status: "withdrawn" });
    expect((await call(sent.applicant, "POST", `/${sent.id}/withdraw`)).status).toBe(409);
  });
});

/** A 1×1 PNG, and the start of a PDF: real enough for file-type to know them by their content. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");
/** A Windows program's first bytes, renamed to look like a photo. */
const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(510, 0x90)]);

function upload(
  who: Applicant,
  id: string,
  file: { bytes: Buffer; name: string; type: string } | undefined,
  kind?: string,
) {
  const form = new FormData();
  if (kind !== undefined) form.set("kind", kind);
  if (file) form.set("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const { "Content-Type": _json, ...headers } = csrfHeaders(session, { "X-Forwarded-For": who.client });
  return fetchRaw(`${server.url}/api/applications/${id}/documents`, {
    method: "POST",
    headers: { ...headers, Cookie: who.cookie },
    body: form,
  });
}

describe("POST /api/applications/:id/documents", () => {
  it("stores a PDF or a photo by its content, and serves it only to the owner and the origination system", async () => {
    const { applicant, id } = await newDraft();
    const response = await upload(
      applicant,
      id,
      { bytes: PDF, name: "my payslip.pdf", type: "application/pdf" },
      "payslip",
    );
    expect(response.status).toBe(201);
    const stored = (await response.json()) as { id: string; type: string; size: number; sha256: string };
    expect(stored).toMatchObject({ kind: "payslip", type: "application/pdf", size: PDF.length });
    expect(stored.sha256).toMatch(/^[0-9a-f]{64}$/);
    const photo = await upload(applicant, id, { bytes: PNG, name: "id.png", type: "image/png" }, "id-document");
    expect(photo.status).toBe(201);

    const view = (await (await call(applicant, "GET", `/${id}`)).json()) as {
      outstandingDocuments: string[];
      documents: unknown[];
    };
    expect(view.outstandingDocuments).toEqual(["drivers-licence"]);
    expect(view.documents).toHaveLength(2);

    const own = await call(applicant, "GET", `/${id}/documents/${stored.id}`);
    expect(own.status).toBe(200);
    expect(own.headers.get("Content-Type")).toBe("application/pdf");
    expect(own.headers.get("Content-Disposition")).toBe('attachment; filename="payslip.pdf"');
    expect(own.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(Buffer.from(await own.arrayBuffer()).equals(PDF)).toBe(true);

    const stranger: Applicant = { cookie: session.cookie, client: newClient() };
    expect((await call(stranger, "GET", `/${id}/documents/${stored.id}`)).status).toBe(404);
    const fetchAs = (token: string) =>
      fetchRaw(`${server.url}/api/applications/${id}/documents/${stored.id}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
    expect((await fetchAs("not-the-origination-token-at-all")).status).toBe(404);
    const origin = await fetchAs(ORIGINATION_API_TOKEN);
    expect(origin.status).toBe(200);
    expect(origin.headers.get("Content-Disposition")).toMatch(/^attachment/);
  });

  it("refuses a renamed program (415), a file over 10 MB (413), a missing kind (422) and an eleventh file (422)", async () => {
    const { applicant, id } = await newDraft();
    const exe = await upload(applicant, id, { bytes: EXE, name: "photo.jpg", type: "image/jpeg" }, "id-document");
    expect(exe.status).toBe(415);
    expect(await exe.json()).toMatchObject({ error: { fields: { file: "unsupportedType" } } });

    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    const large = await upload(applicant, id, { bytes: big, name: "big.pdf", type: "application/pdf" }, "payslip");
    expect(large.status).toBe(413);

    const noKind = await upload(applicant, id, { bytes: PDF, name: "a.pdf", type: "application/pdf" });
    expect(noKind.status).toBe(422);
    expect(await noKind.json()).toMatchObject({ error: { fields: { kind: "required" } } });
    const badKind = await upload(applicant, id, undefined, "selfie");
    expect(await badKind.json()).toMatchObject({ error: { fields: { kind: "invalid", file: "required" } } });

    for (let index = 0; index < 10; index += 1)
      expect(
        (await upload(applicant, id, { bytes: PNG, name: "p.png", type: "image/png" }, "bank-statement")).status,
      ).toBe(201);
    const eleventh = await upload(applicant, id, { bytes: PNG, name: "p.png", type: "image/png" }, "bank-statement");
    expect(eleventh.status).toBe(422);
    expect(await eleventh.json()).toMatchObject({ error: { fields: { file: "tooMany" } } });
  });

  it("names each document, with its SHA-256 and address, in application.submitted", async () => {
    const { applicant, id } = await filledDraft();
    const stored = (await (
      await upload(applicant, id, { bytes: PDF, name: "statement.pdf", type: "application/pdf" }, "bank-statement")
    ).json()) as { id: string; sha256: string };
    expect((await call(applicant, "POST", `/${id}/submit`, CONSENTS)).status).toBe(201);
    await expect
      .poll(
        () =>
          origination.received.find(
            (entry) => entry.event?.type === "application.submitted" && entry.event.data.id === id,
          )?.event?.data.documents,
        { timeout: 20_000 },
      )
      .toEqual([
        {
          id: stored.id,
          kind: "bank-statement",
          type: "application/pdf",
          size: PDF.length,
          sha256: stored.sha256,
          path: `/api/applications/${id}/documents/${stored.id}`,
          url: `https://www.umoyafinance.co.za/api/applications/${id}/documents/${stored.id}`,
        },
      ]);
  });
});

describe("privacy", () => {
  it("logs no answer", async () => {
    await expect.poll(() => server.output().includes("application submitted")).toBe(true);
    const output = server.output();
    for (const value of [
      APPLICANT.surname,
      APPLICANT.idNumber,
      APPLICANT.cellphone,
      APPLICANT.email,
      APPLICANT.streetAddress,
      EMPLOYMENT.employer,
      "my payslip.pdf",
      "statement.pdf",
    ])
      expect(output).not.toContain(value);
  });
});
