import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#test-support/database";
import { seedShellDefinitions } from "~/content/navigation/shell-seed";
import { MAINTENANCE_WARNING } from "~/lib/site-definitions/navigation-definition";
import { createLogger } from "../logger";
import { loadConfig } from "../config";
import { SiteDefinitionsRepository } from "./repository";
import { shellDefinitionsSource } from "./shell-definitions";

const logger = createLogger(loadConfig({ LOG_LEVEL: "silent" }));
const menu = [{ title: "Business", path: "/business", children: [] }];

describe("the shell's live definitions", () => {
  let database: TestDatabase;
  let repository: SiteDefinitionsRepository;
  beforeAll(async () => {
    database = await createTestDatabase();
    repository = new SiteDefinitionsRepository(database.db, { cacheMs: 0 });
    await repository.seed();
  }, 60_000);
  afterAll(async () => {
    await database?.destroy();
  });

  it("equal the seed the build prerendered with, until something else is published", async () => {
    const source = shellDefinitionsSource(repository, logger);
    expect(await source.current()).toEqual(seedShellDefinitions());
    expect(await source.prerenderIsCurrent()).toBe(true);

    await repository.publish("header", "umoya-web", menu);
    const live = await source.current();
    expect(live.navigation).toEqual({ values: menu, warning: MAINTENANCE_WARNING });
    expect(live.version).not.toBe(seedShellDefinitions().version);
    expect(await source.prerenderIsCurrent()).toBe(false);

    await repository.rollback("header", "umoya-web", 1);
    expect(await source.prerenderIsCurrent()).toBe(true);
  });

  it("fall back to the seed when the database cannot answer", async () => {
    const broken = {
      live: () => Promise.reject(new Error("connection refused")),
    } as unknown as SiteDefinitionsRepository;
    const source = shellDefinitionsSource(broken, logger);
    expect(await source.current()).toEqual(seedShellDefinitions());
  });
});
