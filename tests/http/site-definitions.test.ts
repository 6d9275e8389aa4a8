import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedShellDefinitions } from "~/content/navigation/shell-seed";
import { representativeExample } from "~/lib/finance/personal-loan";
import { formatRand } from "~/lib/format/currency";
import { DEFAULT_CASH_POWER_PARAMETERS } from "~/lib/site-definitions/cash-power-parameters";
import { createTestDatabase, createTestPglite, type TestDatabase, type TestPglite } from "../support/database";
import { fetchRaw, startServer, type RunningServer } from "../support/server";

const ADMIN_TOKEN = "test-admin-token-0123456789";
const admin = { Authorization: `Bearer ${ADMIN_TOKEN}` };
const json = { "Content-Type": "application/json" };
const base = "/wol-ms-header-footer";

const changedNavigation = {
  values: [
    {
      title: "Published menu",
      path: "/business",
      tags: ["business"],
      children: [
        {
          name: "A column",
          routes: [
            {
              title: "Fleet from the service",
              path: "/fleet-solutions",
              routes: [{ title: "Leases", path: "/lease-agreements" }],
            },
          ],
        },
      ],
    },
  ],
};
const changedFooter = {
  groups: [{ header: "Published group", items: [{ url: "/business", description: "Footer link from the service" }] }],
  extraMessage: '<p>Published message<img src="x" onerror="alert(1)"></p>',
};

type ErrorBody = { code: string; message: string; fields?: Record<string, string> };

async function errorOf(response: Response): Promise<ErrorBody> {
  expect(response.headers.get("content-type")).toMatch(/application\/json/);
  const body = (await response.json()) as { error: ErrorBody };
  expect(typeof body.error.code).toBe("string");
  expect(typeof body.error.message).toBe("string");
  return body.error;
}

describe("the navigation service on PostgreSQL", () => {
  let database: TestDatabase;
  let server: RunningServer;
  const url = (path: string) => `${server.url}${base}${path}`;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startServer({ DATABASE_URL: database.url, ADMIN_TOKEN });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.destroy();
  });

  it("answers the seeded header, footer and cash-power parameters as JSON strings in result", async () => {
    const seed = seedShellDefinitions();
    const header = await fetchRaw(url("/header?siteid=umoya-web"));
    expect(header.status).toBe(200);
    expect(header.headers.get("content-type")).toMatch(/^application\/json/);
    expect(header.headers.get("cache-control")).toMatch(/public, max-age=\d+, stale-while-revalidate=\d+/);
    expect(header.headers.get("etag")).toMatch(/^"1-/);
    // Compressed once per version; fetch asks for gzip (and br where it can) and decodes it.
    expect(header.headers.get("content-encoding")).toMatch(/^(br|gzip)$/);
    expect(header.headers.get("vary")).toMatch(/accept-encoding/i);
    // The service writes its answer as a plain Response; it still carries what every response does.
    expect(header.headers.get("x-content-type-options")).toBe("nosniff");
    expect(header.headers.get("x-frame-options")).toBe("DENY");
    expect(header.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(header.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    // Without compression, the same JSON.
    const identity = await fetchRaw(url("/header?siteid=umoya-web"), { headers: { "Accept-Encoding": "identity" } });
    expect(identity.headers.get("content-encoding")).toBeNull();
    expect(Number(identity.headers.get("content-length"))).toBeGreaterThan(1000);
    expect(JSON.parse(((await identity.json()) as { result: string }).result)).toEqual(seed.navigation);
    const headerBody = (await header.json()) as { result: string };
    expect(JSON.parse(headerBody.result)).toEqual(seed.navigation);

    const footer = (await (await fetchRaw(url("/footer?siteid=umoya-web"))).json()) as { result: string };
    expect(JSON.parse(footer.result)).toEqual(seed.footer);

    // §7 calls /cash-power-params without a site id; the brand's site answers.
    const params = (await (await fetchRaw(url("/cash-power-params"))).json()) as { result: string };
    expect(JSON.parse(params.result)).toEqual(DEFAULT_CASH_POWER_PARAMETERS);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await fetchRaw(url("/header?siteid=umoya-web"));
    const etag = first.headers.get("etag") ?? "";
    const again = await fetchRaw(url("/header?siteid=umoya-web"), { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")?.replace(/^W\//, "")).toBe(etag.replace(/^W\//, ""));
    expect(again.headers.get("cache-control")).toMatch(/max-age/);
    expect(await again.text()).toBe("");
    expect((await fetchRaw(url("/header?siteid=umoya-web"), { headers: { "If-None-Match": '"other"' } })).status).toBe(
      200,
    );
  });

  it("answers 400 without siteid, 404 for an unknown site or resource, 405 for other methods", async () => {
    const missing = await fetchRaw(url("/header"));
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).fields).toEqual({ siteid: "required" });
    const invalid = await fetchRaw(url("/footer?siteid=Not%20A%20Site"));
    expect(invalid.status).toBe(400);
    expect((await errorOf(invalid)).fields).toEqual({ siteid: "invalid" });
    const unknown = await fetchRaw(url("/footer?siteid=nobody-here"));
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).code).toBe("unknown_site");
    const resource = await fetchRaw(url("/menu?siteid=umoya-web"));
    expect(resource.status).toBe(404);
    await errorOf(resource);
    const deleted = await fetchRaw(url("/header?siteid=umoya-web"), { method: "DELETE", headers: admin });
    expect(deleted.status).toBe(405);
    expect(deleted.headers.get("allow")).toContain("PUT");
    expect((await errorOf(deleted)).code).toBe("method_not_allowed");
    expect((await fetchRaw(url("/header/rollback?siteid=umoya-web&version=1"), { headers: admin })).status).toBe(405);
  });

  it("refuses writes without the admin token (401) and lists versions only to the admin", async () => {
    const anonymous = await fetchRaw(url("/header?siteid=umoya-web"), {
      method: "PUT",
      headers: json,
      body: JSON.stringify(changedNavigation),
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect((await errorOf(anonymous)).fields).toEqual({ Authorization: "invalid" });
    const wrong = await fetchRaw(url("/header?siteid=umoya-web"), {
      method: "PUT",
      headers: { ...json, Authorization: "Bearer not-the-token-at-all" },
      body: JSON.stringify(changedNavigation),
    });
    expect(wrong.status).toBe(401);
    expect((await fetchRaw(url("/header/versions?siteid=umoya-web"))).status).toBe(401);
    expect((await fetchRaw(url("/header/rollback?siteid=umoya-web&version=1"), { method: "POST" })).status).toBe(401);
  });

  it("refuses an invalid definition with 422 naming the fields, bad JSON with 400, and a body over 256 KB with 413, changing nothing", async () => {
    const before = (await (await fetchRaw(url("/footer/versions?siteid=umoya-web"), { headers: admin })).json()) as {
      versions: unknown[];
    };
    const invalid = await fetchRaw(url("/footer?siteid=umoya-web"), {
      method: "PUT",
      headers: { ...json, ...admin },
      body: JSON.stringify({ groups: [{ header: "", items: [{ url: "javascript:alert(1)", description: "x" }] }] }),
    });
    expect(invalid.status).toBe(422);
    const problem = await errorOf(invalid);
    expect(problem.fields).toMatchObject({ "groups.0.header": "invalid", "groups.0.items.0.url": "invalid" });

    const garbled = await fetchRaw(url("/footer?siteid=umoya-web"), {
      method: "PUT",
      headers: { ...json, ...admin },
      body: "{not json",
    });
    expect(garbled.status).toBe(400);
    expect((await errorOf(garbled)).fields).toEqual({ body: "malformed" });

    const huge = { ...changedFooter, extraMessage: "x".repeat(300 * 1024) };
    const tooLarge = await fetchRaw(url("/footer?siteid=umoya-web"), {
      method: "PUT",
      headers: { ...json, ...admin },
      body: JSON.stringify(huge),
    });
    expect(tooLarge.status).toBe(413);
    await errorOf(tooLarge);

    const after = (await (await fetchRaw(url("/footer/versions?siteid=umoya-web"), { headers: admin })).json()) as {
      versions: unknown[];
    };
    expect(after.versions).toEqual(before.versions);
  });

  it("puts a published navigation and footer on the pages at once, with the navigation's version", async () => {
    const before = await (await fetchRaw(`${server.url}/business`)).text();
    expect(before).toContain("Terms of use");
    expect(before).not.toContain("Footer link from the service");

    const oldEtag = (await fetchRaw(url("/header?siteid=umoya-web"))).headers.get("etag") ?? "";
    const published = await fetchRaw(url("/header?siteid=umoya-web"), {
      method: "PUT",
      headers: { ...json, ...admin },
      body: JSON.stringify(changedNavigation),
    });
    expect(published.status).toBe(201);
    expect(await published.json()).toMatchObject({ siteId: "umoya-web", version: 2 });
    const footer = await fetchRaw(url("/footer?siteid=umoya-web"), {
      method: "PUT",
      headers: { ...json, ...admin },
      body: JSON.stringify(changedFooter),
    });
    expect(footer.status).toBe(201);

    const live = await fetchRaw(url("/header?siteid=umoya-web"), { headers: { "If-None-Match": oldEtag } });
    expect(live.status).toBe(200);
    const answer = (await live.json()) as { result: string; version: number };
    expect(JSON.parse(answer.result)).toEqual(changedNavigation);
    expect(answer.version).toBe(2);

    // Published through this copy: its pages carry it on the next request.
    const page = await fetchRaw(`${server.url}/business`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const footerHtml = /<footer class="site-footer">[\s\S]*?<\/footer>/.exec(html)?.[0] ?? "";
    expect(footerHtml).toContain("Footer link from the service");
    expect(footerHtml).toContain("<p>Published message</p>");
    expect(footerHtml).not.toContain("onerror");
    expect(footerHtml).not.toContain("Terms of use");
    expect(html).toContain("Fleet from the service");
    // The root loader's data (React Router's turbo-stream, in an inline script) names the version.
    expect(html).toContain('\\"navigationVersion\\",2');
    expect(page.headers.get("content-security-policy")).toMatch(/'sha256-/);
    expect(page.headers.get("content-security-policy")).not.toMatch(/'nonce-/);
  });

  it("puts published cash-power parameters on the personal loan pages at once: rates, terms and the representative example", async () => {
    const before = await (await fetchRaw(`${server.url}/cashpower-personal-loans`)).text();
    expect(before).toContain("18.00% to 27.75%");
    const parameters = {
      ...DEFAULT_CASH_POWER_PARAMETERS,
      cpTermMin: 12,
      cpTermMax: 60,
      cpInterestMin: 16,
      cpInterestMax: 26,
      cpDateUpdated: "November 2026",
      cpExampleRate: 22,
      cpExampleTerm: 60,
    };
    const put = await fetchRaw(url("/cash-power-params?siteid=umoya-web"), {
      method: "PUT",
      headers: { ...json, ...admin },
      body: JSON.stringify(parameters),
    });
    expect(put.status).toBe(201);

    // Rendered on the server from the published parameters: right from the first paint, and without JavaScript.
    const page = await (await fetchRaw(`${server.url}/cashpower-personal-loans`)).text();
    expect(page).toContain("16.00% to 26.00%");
    expect(page).not.toContain("18.00% to 27.75%");
    expect(page).toContain("12 to 60 months");
    // React separates the sentence's text parts with empty comments in server-rendered HTML.
    expect(page).toMatch(/rates and fees (<!-- -->)?as at November 2026/);
    expect(page).toContain(formatRand(representativeExample(parameters).totalRepayable));
    // The prose, the FAQ and the FAQ's structured data name the published terms and rates too (read as
    // text: each figure in a sentence is wrapped, so a line never breaks inside it).
    const textOf = (html: string) => html.replaceAll(/<[^>]*>/g, "");
    expect(textOf(page)).toContain("over a fixed term of 12 to 60 months");
    expect(textOf(page)).toContain("between 16.00% and 26.00% a year");
    const structuredData = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page)?.[1] ?? "";
    expect(structuredData).toContain("a rate nearer 16.00% a year");
    expect(textOf(page)).not.toMatch(/\b24 to 72 months|\{cashPower/);
    const tools = await (await fetchRaw(`${server.url}/useful-tools`)).text();
    expect(tools).toMatch(/rates and fees (<!-- -->)?as at November 2026/);
    expect(textOf(tools)).toContain("a term of 12 to 60 months");
    expect(textOf(tools)).toContain("range from 16.00% to 26.00% a year");
    const home = await (await fetchRaw(`${server.url}/`)).text();
    expect(textOf(home)).toContain("over 12 to 60 months");
  });

  it("lists versions newest first and rolls back by re-publishing an old one", async () => {
    const versions = await fetchRaw(url("/header/versions?siteid=umoya-web"), { headers: admin });
    expect(versions.status).toBe(200);
    const listed = (await versions.json()) as { versions: { version: number; publishedAt: string }[] };
    expect(listed.versions.map((entry) => entry.version)).toEqual([2, 1]);
    expect(Number.isNaN(Date.parse(listed.versions[0]?.publishedAt ?? ""))).toBe(false);

    expect(
      (await fetchRaw(url("/header/rollback?siteid=umoya-web&version=9"), { method: "POST", headers: admin })).status,
    ).toBe(404);
    expect(
      (await fetchRaw(url("/header/rollback?siteid=umoya-web&version=one"), { method: "POST", headers: admin })).status,
    ).toBe(400);
    const rolled = await fetchRaw(url("/header/rollback?siteid=umoya-web&version=1"), {
      method: "POST",
      headers: admin,
    });
    expect(rolled.status).toBe(201);
    expect(await rolled.json()).toMatchObject({ version: 3 });
    const live = (await (await fetchRaw(url("/header?siteid=umoya-web"))).json()) as { result: string };
    expect(JSON.parse(live.result)).toEqual(seedShellDefinitions().navigation);
  });

  it("publishes a bare menu list as it is, for the maintenance warning", async () => {
    const put = await fetchRaw(url("/header?siteid=maintenance"), {
      method: "PUT",
      headers: { ...json, ...admin },
      body: JSON.stringify(changedNavigation.values),
    });
    expect(put.status).toBe(201);
    const body = (await (await fetchRaw(url("/header?siteid=maintenance"))).json()) as { result: string };
    expect(JSON.parse(body.result)).toEqual(changedNavigation.values);
  });
});

describe("the navigation service on PGlite", () => {
  let database: TestPglite;
  beforeAll(async () => {
    database = await createTestPglite({ migrate: false });
    await database.close();
  });
  afterAll(async () => {
    await database?.destroy();
  });

  // Two cold starts of a server on a new PGlite database (migrations, the seeded listings and posts): about
  // 9 s on an idle two-core machine, over 20 s on a busy one, so this test has the hooks' time, not a test's.
  it(
    "keeps what was published across a restart, and refuses writes (403) when no ADMIN_TOKEN is set",
    { timeout: 60_000 },
    async () => {
      const first = await startServer({ DATA_DIR: database.dataDir, ADMIN_TOKEN });
      try {
        const put = await fetchRaw(`${first.url}${base}/cash-power-params?siteid=umoya-web`, {
          method: "PUT",
          headers: { ...json, ...admin },
          body: JSON.stringify({ ...DEFAULT_CASH_POWER_PARAMETERS, cpDateUpdated: "August 2025" }),
        });
        expect(put.status).toBe(201);
      } finally {
        expect(await first.stop()).toBe(0);
      }

      const second = await startServer({ DATA_DIR: database.dataDir, ADMIN_TOKEN: undefined });
      try {
        const params = (await (await fetchRaw(`${second.url}${base}/cash-power-params?siteid=umoya-web`)).json()) as {
          result: string;
        };
        expect(JSON.parse(params.result)).toMatchObject({ cpDateUpdated: "August 2025" });
        const refused = await fetchRaw(`${second.url}${base}/cash-power-params?siteid=umoya-web`, {
          method: "PUT",
          headers: { ...json, ...admin },
          body: "{}",
        });
        expect(refused.status).toBe(403);
        expect((await errorOf(refused)).code).toBe("writes_disabled");
      } finally {
        await second.stop();
      }
    },
  );
});
