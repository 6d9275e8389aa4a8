import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { csrfHeaders, openCsrfSession, type CsrfSession } from "../support/csrf-session";
import { hasPostgresServer, startPrivatePostgres, type PrivateService } from "../support/private-services";
import { fetchRaw, startServer, type RunningServer, WITH_WARM_UP } from "../support/server";

/** A PostgreSQL of this file's own, stopped mid-test as an outage would; the shared one is never touched. */
let postgres: PrivateService;
let server: RunningServer;
let session: CsrfSession;

const lead = {
  firstName: "Bongani",
  surname: "Outage",
  cellphone: "0825550199",
  product: "business",
  sourcePath: "/business",
  preferredTime: "morning",
  consent: true,
  marketingOptIn: false,
};

describe.skipIf(!hasPostgresServer)("while the database is down", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    server = await startServer({ ...WITH_WARM_UP, DATABASE_URL: postgres.url, TRUST_PROXY: "true" });
    session = await openCsrfSession(server.url);
    // The server renders its pages into its cache once it listens; the outage starts after that.
    await vi.waitFor(
      () => {
        if (!server.logs.some((line) => line.msg === "pages rendered")) throw new Error("pages not rendered yet");
      },
      { timeout: 30_000, interval: 100 },
    );
    await postgres.stop();
  });

  afterAll(async () => {
    await server?.stop();
    await postgres?.destroy();
  });

  it("still answers the pages from their last rendered copy, and the navigation service its last good read", async () => {
    // Until the server's live reads are stale and it has tried the database again, and failed.
    await expect
      .poll(
        async () => {
          await (await fetchRaw(`${server.url}/`)).arrayBuffer();
          return server.logs.some(
            (line) => line.msg === "could not read a live definition; answering the last good read",
          );
        },
        { timeout: 15_000, interval: 250 },
      )
      .toBe(true);
    for (const path of ["/", "/business/", "/fleet-solutions", "/call-me-back", "/sitemap.xml"]) {
      const response = await fetchRaw(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).not.toMatch(/Something went wrong/);
    }
    // A client-side navigation to the home page asks for its data: it comes without the news cards.
    const homeData = await fetchRaw(`${server.url}/_root.data`);
    expect(homeData.status).toBe(200);
    expect(homeData.headers.get("cache-control")).toBe("no-store");
    const header = await fetchRaw(`${server.url}/wol-ms-header-footer/header?siteid=umoya-web`);
    expect(header.status).toBe(200);
    expect(header.headers.get("cache-control")).toContain("stale-if-error");
    expect(JSON.parse(((await header.json()) as { result: string }).result)).toHaveProperty("values");
    const footer = await fetchRaw(`${server.url}/wol-ms-header-footer/footer?siteid=umoya-web`);
    expect(footer.status).toBe(200);
  });

  it("answers a lead post 503 with Retry-After, and /healthz 503", async () => {
    const response = await fetchRaw(`${server.url}/api/leads`, {
      method: "POST",
      headers: csrfHeaders(session, { "X-Forwarded-For": "192.0.2.50", "Idempotency-Key": "outage-lead-1" }),
      body: JSON.stringify(lead),
    });
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await response.json()).toMatchObject({
      error: { code: "unavailable", message: expect.stringMatching(/try again in a moment/) },
    });
    const health = await fetchRaw(`${server.url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: "unavailable", checks: { database: "failing" } });
  });

  it("shows the no-JavaScript form again with everything typed, asking to try again in a moment", async () => {
    const form = new URLSearchParams({ ...lead, consent: "yes", marketingOptIn: "", _csrf: session.token });
    const response = await fetchRaw(`${server.url}/call-me-back`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: session.cookie,
        "X-Forwarded-For": "192.0.2.51",
      },
      body: form.toString(),
    });
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain("try again in a moment");
    for (const value of [lead.firstName, lead.surname, lead.cellphone]) expect(html).toContain(`value="${value}"`);
  });

  it("stores the lead once the database is back", async () => {
    await postgres.start();
    await expect.poll(async () => (await fetchRaw(`${server.url}/healthz`)).status, { timeout: 20_000 }).toBe(200);
    const response = await fetchRaw(`${server.url}/api/leads`, {
      method: "POST",
      headers: csrfHeaders(session, { "X-Forwarded-For": "192.0.2.52", "Idempotency-Key": "outage-lead-1" }),
      body: JSON.stringify(lead),
    });
    expect(response.status).toBe(201);
    expect(JSON.stringify(server.logs)).not.toContain(lead.cellphone);
  });
});
