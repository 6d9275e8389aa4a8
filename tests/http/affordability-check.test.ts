import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csrfHeaders, openCsrfSession, type CsrfSession } from "../support/csrf-session";
import { statusesOfOneWindow } from "../support/rate-limit-window";
import { fetchRaw, startServer, type RunningServer } from "../support/server";

let server: RunningServer;
let session: CsrfSession;
let clientNumber = 0;

/** A distinct client address per request group (TRUST_PROXY is on), so one test's rate limit never touches another's. */
const newClient = () => `203.0.113.${(clientNumber += 1)}`;

const figures = {
  grossMonthlyIncome: 35_000,
  netMonthlyIncome: 27_500,
  declaredLivingExpenses: 9_000,
  debtRepayments: 4_250.5,
  instalment: 7_500,
};

function postCheck(body: unknown, options: { client?: string; headers?: Record<string, string>; raw?: string } = {}) {
  return fetchRaw(`${server.url}/api/affordability-check`, {
    method: "POST",
    headers: csrfHeaders(session, { "X-Forwarded-For": options.client ?? newClient(), ...options.headers }),
    body: options.raw ?? JSON.stringify(body),
  });
}

beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: "true" });
  session = await openCsrfSession(server.url);
});

afterAll(async () => {
  await server?.stop();
});

describe("POST /api/affordability-check", () => {
  it("answers the norm, the necessary expenses, the discretionary income and whether the instalment fits", async () => {
    const response = await postCheck(figures);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({
      minimumExpenseNorm: 3_675.38,
      necessaryExpenses: 9_000,
      discretionaryIncome: 14_249.5,
      affordable: true,
      largestAffordableInstalment: 14_249.5,
      indicative: true,
    });
  });

  it("uses the norm when the declared expenses are below it, and says when the instalment does not fit", async () => {
    const response = await postCheck({ ...figures, declaredLivingExpenses: 0, instalment: 19_574.13 });
    expect(await response.json()).toMatchObject({
      minimumExpenseNorm: 3_675.38,
      necessaryExpenses: 3_675.38,
      discretionaryIncome: 19_574.12,
      affordable: false,
      largestAffordableInstalment: 19_574.12,
    });
  });

  it("names each bad field with its code in a 422", async () => {
    const response = await postCheck({
      grossMonthlyIncome: -5,
      netMonthlyIncome: "lots",
      declaredLivingExpenses: 1.005,
      instalment: 20_000_000,
      surprise: 1,
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: {
        code: "validation",
        message: expect.any(String),
        fields: {
          grossMonthlyIncome: "min",
          netMonthlyIncome: "invalid",
          declaredLivingExpenses: "cents",
          debtRepayments: "required",
          instalment: "max",
          surprise: "unknown",
        },
      },
    });
  });

  it("refuses a net income above the gross income", async () => {
    const response = await postCheck({ ...figures, netMonthlyIncome: 35_000.01 });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: { fields: { netMonthlyIncome: "aboveGross" } } });
  });

  it("answers 400 to a body that is not JSON, 415 to one not sent as JSON and 413 to one too large", async () => {
    const broken = await postCheck(undefined, { raw: "{not json" });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: { code: "malformed_json" } });

    const form = await postCheck(undefined, {
      raw: "grossMonthlyIncome=1",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    expect(await form.json()).toMatchObject({ error: { fields: { "Content-Type": "unsupported" } } });

    const large = await postCheck(undefined, { raw: JSON.stringify({ ...figures, padding: "x".repeat(4_000) }) });
    expect(large.status).toBe(413);
    expect(await large.json()).toMatchObject({ error: { code: "payload_too_large", fields: { body: "too_large" } } });
  });

  it("refuses a write without the CSRF token or from another site", async () => {
    for (const headers of <Record<string, string>[]>[
      { Cookie: session.cookie, "Content-Type": "application/json" },
      { ...csrfHeaders(session), "Sec-Fetch-Site": "cross-site" },
    ]) {
      const response = await fetchRaw(`${server.url}/api/affordability-check`, {
        method: "POST",
        headers: { ...headers, "X-Forwarded-For": newClient() },
        body: JSON.stringify(figures),
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: { code: "csrf" } });
    }
  });

  it("rate-limits one client at 30 checks a minute, then answers 429 with Retry-After", async () => {
    const client = newClient();
    const { allowed, refused } = await statusesOfOneWindow(() => postCheck(figures, { client }), 30);
    expect(allowed).toEqual(Array.from({ length: 30 }, () => 200));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    // Another client is not held back by the first.
    expect((await postCheck(figures)).status).toBe(200);
  });

  it("logs none of the figures", async () => {
    await postCheck({ ...figures, grossMonthlyIncome: 48_123.45, netMonthlyIncome: 39_876.54 });
    await expect.poll(() => server.logs.some((line) => line.req !== undefined || line.msg !== undefined)).toBe(true);
    expect(server.output()).not.toContain("48123.45");
    expect(server.output()).not.toContain("39876.54");
  });
});
