import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, type TestDatabase } from "#test-support/database";
import { runContentCommand } from "./content-cli";
import { SiteDefinitionsStore } from "./store";

describe("npm run content -- export|import", () => {
  let database: TestDatabase;
  let folder: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    folder = await mkdtemp(join(tmpdir(), "umoya-content-"));
    vi.spyOn(console, "info").mockImplementation(() => undefined);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
  }, 120_000);
  afterAll(async () => {
    vi.restoreAllMocks();
    await database?.destroy();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  const run = (...args: string[]) => runContentCommand(args, { DATABASE_URL: database.url });

  it("exports every live definition, and imports only what changed, as new versions", async () => {
    const file = join(folder, "content.json");
    expect(await run("export", file)).toBe(0);
    const exported = JSON.parse(await readFile(file, "utf8")) as {
      sites: Record<string, Record<string, { definition: Record<string, unknown> }>>;
    };
    expect(Object.keys(exported.sites["umoya-web"] ?? {})).toEqual(["header", "footer", "cash-power-params"]);

    const params = exported.sites["umoya-web"]?.["cash-power-params"];
    if (params) params.definition.cpDateUpdated = "September 2025";
    await writeFile(file, JSON.stringify(exported));
    expect(await run("import", file)).toBe(0);
    const repository = new SiteDefinitionsStore(database.db);
    expect((await repository.versions("cash-power-params", "umoya-web")).map((entry) => entry.version)).toEqual([2, 1]);
    expect((await repository.versions("header", "umoya-web")).length).toBe(1);
    expect(await repository.live("cash-power-params", "umoya-web")).toMatchObject({
      definition: expect.objectContaining({ cpDateUpdated: "September 2025" }),
    });
  });

  it("imports nothing when any definition in the file is invalid, and says which field", async () => {
    const file = join(folder, "broken.json");
    await writeFile(
      file,
      JSON.stringify({
        format: "umoya-site-definitions/1",
        sites: {
          "umoya-web": {
            "cash-power-params": { definition: { cpTermMin: 1 } },
            footer: { definition: { groups: [] } },
          },
        },
      }),
    );
    const repository = new SiteDefinitionsStore(database.db);
    const before = await repository.versions("footer", "umoya-web");
    expect(await run("import", file)).toBe(1);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining("sites.umoya-web.cash-power-params.definition.cpTermMax"),
    );
    expect(await repository.versions("footer", "umoya-web")).toEqual(before);
  });

  it("answers a wrong command with the usage and exit code 2", async () => {
    expect(await run("publish")).toBe(2);
  });
});
