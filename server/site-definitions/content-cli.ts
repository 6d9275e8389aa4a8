import { readFile, rename, writeFile } from "node:fs/promises";
import { z } from "zod";
import { openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";
import { loadConfig } from "../config";
import { DEFINITION_KINDS, parseDefinition, siteIdSchema, type DefinitionKind } from "./schema";
import { SiteDefinitionsStore } from "./store";

/** The file editors work on: every site's live definitions, by kind. */
const contentFileSchema = z.strictObject({
  format: z.literal("umoya-site-definitions/1"),
  exportedAt: z.string().optional(),
  sites: z.record(
    siteIdSchema,
    z.partialRecord(
      z.enum(DEFINITION_KINDS),
      z.strictObject({ version: z.number().int().optional(), definition: z.unknown() }),
    ),
  ),
});
type ContentFile = z.infer<typeof contentFileSchema>;

const usage = "Usage: npm run content -- export <file> | import <file>";

/** `npm run content -- export|import <file>` (scripts/content.mjs); returns the exit code. */
export async function runContentCommand(
  args: readonly string[],
  environment: Record<string, string | undefined>,
): Promise<number> {
  const [command, file] = args;
  if ((command !== "export" && command !== "import") || !file) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig(environment);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database);
    const repository = new SiteDefinitionsStore(database.db);
    await repository.seed();
    return command === "export" ? await exportContent(repository, file) : await importContent(repository, file);
  } finally {
    await database.close();
  }
}

async function exportContent(repository: SiteDefinitionsStore, file: string): Promise<number> {
  const content: ContentFile = { format: "umoya-site-definitions/1", exportedAt: new Date().toISOString(), sites: {} };
  for (const kind of DEFINITION_KINDS) {
    for (const siteId of await repository.siteIds(kind)) {
      const live = await repository.live(kind, siteId);
      if (live)
        content.sites[siteId] = {
          ...content.sites[siteId],
          [kind]: { version: live.version, definition: live.definition },
        };
    }
  }
  // Written beside the target and renamed, so a failure never leaves half a file.
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(content, null, 2)}\n`);
  await rename(temporary, file);
  const count = Object.values(content.sites).reduce((total, kinds) => total + Object.keys(kinds).length, 0);
  console.info(`Exported ${count} definitions of ${Object.keys(content.sites).length} site(s) to ${file}.`);
  return 0;
}

async function importContent(repository: SiteDefinitionsStore, file: string): Promise<number> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    console.error(`${file} is not readable JSON: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const parsed = contentFileSchema.safeParse(raw);
  if (!parsed.success) {
    console.error(
      `${file} is not a content file:\n  ${parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("\n  ")}`,
    );
    return 1;
  }
  // Every definition is checked before anything is written.
  const entries: { siteId: string; kind: DefinitionKind; definition: unknown }[] = [];
  const problems: string[] = [];
  for (const [siteId, kinds] of Object.entries(parsed.data.sites)) {
    for (const kind of DEFINITION_KINDS) {
      const entry = kinds[kind];
      if (!entry) continue;
      const checked = parseDefinition(kind, entry.definition);
      if (checked.ok) entries.push({ siteId, kind, definition: checked.value });
      else problems.push(...checked.issues.map((issue) => `sites.${siteId}.${kind}.definition.${issue}`));
    }
  }
  if (problems.length > 0) {
    console.error(`Nothing imported; fix these first:\n  ${problems.join("\n  ")}`);
    return 1;
  }
  let published = 0;
  for (const entry of entries) {
    const live = await repository.live(entry.kind, entry.siteId);
    if (live && live.json === JSON.stringify(entry.definition)) continue;
    const stored = await repository.publish(entry.kind, entry.siteId, entry.definition);
    console.info(`Published ${entry.kind} for ${entry.siteId} as version ${stored.version}.`);
    published += 1;
  }
  console.info(published === 0 ? "Everything in the file is already live." : `Published ${published} new version(s).`);
  return 0;
}
