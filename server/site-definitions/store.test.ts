import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, createTestPglite, type TestDatabase, type TestPglite } from "#test-support/database";
import { DEFAULT_CASH_POWER_PARAMETERS } from "~/lib/site-definitions/cash-power-parameters";
import { umoyaNavigation } from "~/content/navigation/umoya-navigation";
import { serverSecrets } from "../db/schema/server-secrets";
import { footerDefinitions } from "../db/schema/site-definitions";
import { DefinitionValidationError, SiteDefinitionsStore } from "./store";

const HOSTILE =
  '<p>Ask <strong>us</strong></p><script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">y</a>';
const CLEAN = "<p>Ask <strong>us</strong></p><a>y</a>";

const menu = [
  {
    title: "Business",
    path: "/business",
    children: [{ name: "Finance", routes: [{ title: "Fleet", path: "/fleet-solutions" }] }],
  },
];

describe.each([
  ["PostgreSQL", createTestDatabase],
  ["PGlite", createTestPglite],
] as const)("the site definitions store on %s", (_name, create) => {
  let database: TestDatabase | TestPglite;
  let repository: SiteDefinitionsStore;
  beforeAll(async () => {
    database = await create();
    repository = new SiteDefinitionsStore(database.db);
  }, 120_000);
  afterAll(async () => {
    await database?.destroy();
  });

  it("seeds version 1 of every kind once, and never again", async () => {
    expect(await repository.seed()).toEqual(["header", "footer", "cash-power-params"]);
    expect(await repository.seed()).toEqual([]);
    const header = await repository.live("header", "umoya-web");
    expect(header?.version).toBe(1);
    expect(JSON.parse(header?.json ?? "null")).toEqual(umoyaNavigation);
    expect((await repository.live("cash-power-params", "umoya-web"))?.definition).toEqual(
      DEFAULT_CASH_POWER_PARAMETERS,
    );
  });

  it("publishes new versions, keeps the old ones, and answers the newest as live", async () => {
    const first = await repository.live("header", "umoya-web");
    const second = await repository.publish("header", "umoya-web", { values: menu });
    expect(second.version).toBe(2);
    const live = await repository.live("header", "umoya-web");
    expect(live?.definition).toEqual({ values: menu });
    expect(live?.etag).toMatch(/^"2-/);
    expect(live?.etag).not.toBe(first?.etag);
    expect((await repository.versions("header", "umoya-web")).map((entry) => entry.version)).toEqual([2, 1]);
  });

  it("stores a bare menu list for the header as it is (the maintenance signal of §8)", async () => {
    const published = await repository.publish("header", "maintenance-site", menu);
    expect(JSON.parse(published.json)).toEqual(menu);
  });

  it("refuses an invalid definition, naming the field, and writes nothing", async () => {
    const before = await repository.versions("footer", "umoya-web");
    const attempt = repository.publish("footer", "umoya-web", { groups: [{ header: "", items: [] }] });
    await expect(attempt).rejects.toBeInstanceOf(DefinitionValidationError);
    await expect(attempt).rejects.toThrow(/groups\.0\.header/);
    expect(await repository.versions("footer", "umoya-web")).toEqual(before);
  });

  it("rolls back by re-publishing an old version as the newest", async () => {
    const restored = await repository.rollback("header", "umoya-web", 1);
    expect(restored?.version).toBe(3);
    expect(restored?.definition).toEqual(umoyaNavigation);
    expect((await repository.versions("header", "umoya-web"))[0]).toMatchObject({ version: 3, restoredFromVersion: 1 });
    expect(await repository.rollback("header", "umoya-web", 99)).toBeUndefined();
    expect((await repository.versions("header", "umoya-web")).length).toBe(3);
  });

  it("gives concurrent publishes distinct, consecutive versions", async () => {
    const results = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        repository.publish("cash-power-params", "race", { ...DEFAULT_CASH_POWER_PARAMETERS, cpTermMin: n }),
      ),
    );
    expect(results.map((result) => result.version).sort()).toEqual([1, 2, 3, 4]);
  });

  it("answers nothing for a site it does not know", async () => {
    expect(await repository.live("footer", "nobody")).toBeUndefined();
    expect(await repository.versions("footer", "nobody")).toEqual([]);
  });

  it("sanitizes a footer's extra message when it is published, before it is stored", async () => {
    const published = await repository.publish("footer", "markup-site", { groups: [], extraMessage: HOSTILE });
    expect(published.definition).toEqual({ groups: [], extraMessage: CLEAN });
    expect((await repository.live("footer", "markup-site"))?.definition).toEqual({ groups: [], extraMessage: CLEAN });
  });

  it("sanitizes footers stored raw (before this rule) once per rules version, old versions too", async () => {
    await database.db
      .update(footerDefinitions)
      .set({ definition: { groups: [], extraMessage: HOSTILE } })
      .where(eq(footerDefinitions.siteId, "markup-site"));
    expect(await repository.resanitizeOnce("test-rules-1")).toBeGreaterThanOrEqual(1);
    expect((await repository.live("footer", "markup-site"))?.definition).toEqual({ groups: [], extraMessage: CLEAN });
    // Done for this version: nothing is read again or written.
    await database.db
      .update(footerDefinitions)
      .set({ definition: { groups: [], extraMessage: HOSTILE } })
      .where(eq(footerDefinitions.siteId, "markup-site"));
    expect(await repository.resanitizeOnce("test-rules-1")).toBe(0);
    // A new rules version does it again.
    expect(await repository.resanitizeOnce("test-rules-2")).toBe(1);
    const [row] = await database.db
      .select({ value: serverSecrets.value })
      .from(serverSecrets)
      .where(eq(serverSecrets.name, "site-definitions-markup-sanitized"));
    expect(row?.value).toBe("test-rules-2");
  });
});
