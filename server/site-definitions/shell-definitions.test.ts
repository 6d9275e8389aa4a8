import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#test-support/database";
import { seedShellDefinitions } from "~/content/navigation/shell-seed";
import { MAINTENANCE_WARNING } from "~/lib/site-definitions/navigation-definition";
import { createLogger } from "../logger";
import { loadConfig } from "../config";
import { SiteDefinitionsStore } from "./store";
import { shellDefinitionsReader } from "./shell-definitions";

const logger = createLogger(loadConfig({ LOG_LEVEL: "silent" }));
const menu = [{ title: "Business", path: "/business", children: [] }];

describe("the shell's live definitions", () => {
  let database: TestDatabase;
  let store: SiteDefinitionsStore;
  beforeAll(async () => {
    database = await createTestDatabase();
    store = new SiteDefinitionsStore(database.db);
    await store.seed();
  }, 120_000);
  afterAll(async () => {
    await database?.destroy();
  });

  const read = shellDefinitionsReader(logger);
  const live = async () => read(await store.live("header", "umoya-web"), await store.live("footer", "umoya-web"));

  it("are the seed as first published, with the header's version", async () => {
    const shell = await live();
    expect(shell.navigation).toEqual(seedShellDefinitions().navigation);
    expect(shell.footer).toEqual(seedShellDefinitions().footer);
    expect(shell.navigationVersion).toBe(1);
  });

  it("show a bare menu list with the maintenance warning, under its new version", async () => {
    await store.publish("header", "umoya-web", menu);
    const shell = await live();
    expect(shell.navigation).toEqual({ values: menu, warning: MAINTENANCE_WARNING });
    expect(shell.navigationVersion).toBe(2);
  });

  it("are the seed for a site without definitions", () => {
    expect(read(undefined, undefined)).toEqual(seedShellDefinitions());
  });
});
