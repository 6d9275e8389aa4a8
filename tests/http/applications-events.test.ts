import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../server/db/client";
import { csrfHeaders, openCsrfSession, type CsrfSession } from "../support/csrf-session";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { fetchRaw, startServer, type RunningServer } from "../support/server";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";

/**
 * What the origination system hears after a submit: one application.submitted however often the applicant
 * submits, application.documents_added for each document sent later, application.withdrawn when a submitted
 * application is withdrawn; all through the outbox, signed. The outbox rows are counted in the database.
 */

let database: TestDatabase;
let server: RunningServer;
let session: CsrfSession;
let origination: WebhookReceiver;
let clientNumber = 0;
const newClient = () => `192.0.2.${(clientNumber += 1)}`;

const SECTIONS = {
  deal: { product: "vehicle-finance", vehiclePrice: 240_000, termMonths: 60 },
  applicant: {
    firstName: "Bongani",
    surname: "Eventtestsurname",
    idNumber: "8001015009087",
    cellphone: "0825552299",
    email: "bongani.events@example.co.za",
    maritalStatus: "married-in-community",
    dependants: 3,
    streetAddress: "21 Eventtest Street",
    city: "Gqeberha",
    province: "eastern-cape",
    postalCode: "6001",
  },
  employment: {
    employmentType: "permanent",
    employer: "Eventtest Motors",
    monthsEmployed: 30,
    grossMonthlyIncome: 28_000,
    netMonthlyIncome: 22_400,
  },
  finances: { livingExpenses: 8_000, debtRepayments: 1_500 },
};
const CONSENTS = { consents: { creditBureau: true, privacy: true }, declaration: true };
const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");

interface Applicant {
  readonly cookie: string;
  readonly client: string;
}

function call(who: Applicant, method: string, path: string, body?: unknown) {
  return fetchRaw(`${server.url}/api/applications${path}`, {
    method,
    headers: { ...csrfHeaders(session, { "X-Forwarded-For": who.client }), Cookie: who.cookie },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function filledDraft(): Promise<{ who: Applicant; id: string }> {
  const client = newClient();
  const created = await call({ cookie: session.cookie, client }, "POST", "");
  const { id } = (await created.json()) as { id: string };
  const owner = created.headers.getSetCookie().find((line) => line.startsWith("umoya-application="))!;
  const who = { cookie: `${session.cookie}; ${owner.split(";")[0]}`, client };
  expect((await call(who, "PATCH", `/${id}`, SECTIONS)).status).toBe(200);
  return { who, id };
}

function upload(who: Applicant, id: string, kind: string, bytes: Buffer) {
  const form = new FormData();
  form.set("kind", kind);
  form.set("file", new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), "statement.pdf");
  const { "Content-Type": _json, ...headers } = csrfHeaders(session, { "X-Forwarded-For": who.client });
  return fetchRaw(`${server.url}/api/applications/${id}/documents`, {
    method: "POST",
    headers: { ...headers, Cookie: who.cookie },
    body: form,
  });
}

/** The outbox rows of one application, by event type. */
async function outbox(id: string): Promise<Record<string, number>> {
  const rows = await queryRows<{ event_type: string; count: number }>(
    database.db,
    sql`SELECT event_type, count(*)::int AS count FROM webhook_deliveries WHERE application_id = ${id} GROUP BY event_type`,
  );
  return Object.fromEntries(rows.map((row) => [row.event_type, row.count]));
}

const received = (id: string, type: string) =>
  origination.received.filter((entry) => entry.event?.type === type && entry.event.data.id === id);

beforeAll(async () => {
  origination = await startWebhookReceiver();
  database = await createTestDatabase();
  server = await startServer({
    DATABASE_URL: database.url,
    TRUST_PROXY: "true",
    ORIGINATION_WEBHOOK_URL: origination.url,
    ORIGINATION_WEBHOOK_SECRET: origination.secret,
    PUBLIC_URL: "https://www.umoyafinance.co.za",
    WEBHOOK_RETRY_DELAYS: "1,1,1",
  });
  session = await openCsrfSession(server.url);
});

afterAll(async () => {
  await server?.stop();
  await origination?.close();
  await database?.destroy();
});

describe("a repeated submit", () => {
  it("answers the same reference (201, then 200) and queues no second application.submitted", async () => {
    const { who, id } = await filledDraft();
    // A double click: two submits at once.
    const both = await Promise.all([
      call(who, "POST", `/${id}/submit`, CONSENTS),
      call(who, "POST", `/${id}/submit`, CONSENTS),
    ]);
    expect(both.map((response) => response.status).sort()).toEqual([200, 201]);
    const answers = (await Promise.all(both.map((response) => response.json()))) as { reference: string }[];
    expect(answers[0]?.reference).toMatch(/^UA-/);
    expect(answers[1]?.reference).toBe(answers[0]?.reference);
    // A retried request later.
    const retried = await call(who, "POST", `/${id}/submit`, CONSENTS);
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual({ id, status: "submitted", reference: answers[0]?.reference });

    await expect.poll(() => received(id, "application.submitted").length, { timeout: 20_000 }).toBe(1);
    expect(await outbox(id)).toEqual({ "application.submitted": 1 });
  });

  it("of a withdrawn application is 409", async () => {
    const { who, id } = await filledDraft();
    expect((await call(who, "POST", `/${id}/submit`, CONSENTS)).status).toBe(201);
    expect((await call(who, "POST", `/${id}/withdraw`)).status).toBe(200);
    expect((await call(who, "POST", `/${id}/submit`, CONSENTS)).status).toBe(409);
  });
});

describe("after the submit", () => {
  it("announces each document sent later with application.documents_added, signed", async () => {
    const { who, id } = await filledDraft();
    expect((await upload(who, id, "id-document", PDF)).status).toBe(201);
    expect((await call(who, "POST", `/${id}/submit`, CONSENTS)).status).toBe(201);
    const later = Buffer.concat([PDF, Buffer.from("% a payslip\n")]);
    const response = await upload(who, id, "payslip", later);
    expect(response.status).toBe(201);
    const { id: documentId } = (await response.json()) as { id: string };

    await expect.poll(() => received(id, "application.documents_added").length, { timeout: 20_000 }).toBe(1);
    const [event] = received(id, "application.documents_added");
    expect(event?.verified).toBe(true);
    const path = `/api/applications/${id}/documents/${documentId}`;
    expect(event?.event?.data).toEqual({
      id,
      reference: expect.stringMatching(/^UA-/),
      status: "submitted",
      documents: [
        {
          id: documentId,
          kind: "payslip",
          type: "application/pdf",
          size: later.length,
          sha256: createHash("sha256").update(later).digest("hex"),
          path,
          url: `https://www.umoyafinance.co.za${path}`,
        },
      ],
    });
    // The document sent before the submit is in application.submitted, and announced nowhere else.
    expect(await outbox(id)).toEqual({ "application.submitted": 1, "application.documents_added": 1 });
  });

  it("tells the origination system of a withdrawal with application.withdrawn; a draft's concerns nobody", async () => {
    const { who, id } = await filledDraft();
    expect((await call(who, "POST", `/${id}/submit`, CONSENTS)).status).toBe(201);
    const withdrawn = await call(who, "POST", `/${id}/withdraw`);
    expect(withdrawn.status).toBe(200);
    await expect.poll(() => received(id, "application.withdrawn").length, { timeout: 20_000 }).toBe(1);
    const [event] = received(id, "application.withdrawn");
    expect(event?.verified).toBe(true);
    expect(event?.event?.data).toEqual({
      id,
      reference: expect.stringMatching(/^UA-/),
      withdrawnAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    // Nothing more can be added to a withdrawn application, so nothing more is announced.
    expect((await upload(who, id, "payslip", PDF)).status).toBe(409);
    expect(await outbox(id)).toEqual({ "application.submitted": 1, "application.withdrawn": 1 });

    const draft = await filledDraft();
    expect((await upload(draft.who, draft.id, "payslip", PDF)).status).toBe(201);
    expect((await call(draft.who, "POST", `/${draft.id}/withdraw`)).status).toBe(200);
    expect(await outbox(draft.id)).toEqual({});
  });
});
