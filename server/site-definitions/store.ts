import { and, desc, eq, sql } from "drizzle-orm";
import { createHash } from "node:crypto";
import { loadSanitizer, SANITIZER_RULES_VERSION } from "../../app/lib/sanitize/sanitize-html.server";
import { MARKUP_SOURCES } from "../../app/content/markup-sources";
import { sanitizedMarkup } from "../../app/content/markup.generated";
import type { Database } from "../db/client";
import { DEFAULT_SITE_ID, DEFINITION_KINDS, KIND_SETTINGS, parseDefinition, type DefinitionKind } from "./schema";
import { markerValue, setMarker } from "../db/markers";

/** One published version of a definition, ready to answer with. */
export interface PublishedDefinition {
  readonly kind: DefinitionKind;
  readonly siteId: string;
  readonly version: number;
  readonly publishedAt: Date;
  readonly definition: unknown;
  /** The definition as the JSON string the API puts in `result`. */
  readonly json: string;
  /** Strong validator for HTTP caching: changes whenever the live version's content changes. */
  readonly etag: string;
}

export interface VersionSummary {
  readonly version: number;
  readonly publishedAt: Date;
  readonly restoredFromVersion: number | null;
}

export class DefinitionValidationError extends Error {
  override name = "DefinitionValidationError";
  constructor(readonly issues: readonly string[]) {
    super(`The definition is not valid: ${issues.join("; ")}`);
  }
}

/** Hash of a definition's JSON text, part of its ETag. */
export function contentHash(json: string): string {
  return createHash("sha256").update(json).digest("base64url").slice(0, 22);
}

function toPublished(
  kind: DefinitionKind,
  row: { siteId: string; version: number; publishedAt: Date; definition: unknown },
): PublishedDefinition {
  const json = JSON.stringify(row.definition);
  return {
    kind,
    siteId: row.siteId,
    version: row.version,
    publishedAt: row.publishedAt,
    definition: row.definition,
    json,
    etag: `"${row.version}-${contentHash(json)}"`,
  };
}

/**
 * The versioned definitions of the navigation service (§7) in the database. Every publish and rollback is
 * a new row with the next version number, written in one transaction under a per-site lock, so concurrent
 * publishes get distinct versions and a failed write leaves nothing behind. It reads the database every
 * time; the service (service.ts) keeps the live versions in memory.
 */
export class SiteDefinitionsStore {
  constructor(private readonly db: Database) {}

  /** The newest version for the site, or undefined when the site has none of this kind. */
  live(kind: DefinitionKind, siteId: string): Promise<PublishedDefinition | undefined> {
    return this.readLive(kind, siteId);
  }

  private async readLive(kind: DefinitionKind, siteId: string): Promise<PublishedDefinition | undefined> {
    const table = KIND_SETTINGS[kind].table;
    const [row] = await this.db
      .select()
      .from(table)
      .where(eq(table.siteId, siteId))
      .orderBy(desc(table.version))
      .limit(1);
    return row ? toPublished(kind, row) : undefined;
  }

  /** The site ids that have at least one version of this kind. */
  async siteIds(kind: DefinitionKind): Promise<string[]> {
    const table = KIND_SETTINGS[kind].table;
    const rows = await this.db.selectDistinct({ siteId: table.siteId }).from(table).orderBy(table.siteId);
    return rows.map((row) => row.siteId);
  }

  /** Every version for the site, newest first (empty when the site is unknown). */
  async versions(kind: DefinitionKind, siteId: string): Promise<VersionSummary[]> {
    const table = KIND_SETTINGS[kind].table;
    return this.db
      .select({
        version: table.version,
        publishedAt: table.publishedAt,
        restoredFromVersion: table.restoredFromVersion,
      })
      .from(table)
      .where(eq(table.siteId, siteId))
      .orderBy(desc(table.version));
  }

  /**
   * Validates and stores a new live version, its markup sanitized (withSanitizedMarkup); throws
   * DefinitionValidationError and stores nothing when invalid.
   */
  async publish(kind: DefinitionKind, siteId: string, definition: unknown): Promise<PublishedDefinition> {
    // Sanitized before the transaction opens (loading the sanitizer may take seconds).
    const parsed = parseDefinition(kind, await withSanitizedMarkup(kind, definition));
    if (!parsed.ok) throw new DefinitionValidationError(parsed.issues);
    return this.append(kind, siteId, () => Promise.resolve({ definition: parsed.value, restoredFromVersion: null }));
  }

  /** Re-publishes version `version` as the newest; undefined (nothing written) when that version does not exist. */
  async rollback(kind: DefinitionKind, siteId: string, version: number): Promise<PublishedDefinition | undefined> {
    const table = KIND_SETTINGS[kind].table;
    if (hasMarkup(kind)) await loadSanitizer(); // before the transaction: loading may take seconds
    try {
      return await this.append(kind, siteId, async (tx) => {
        const [row] = await tx
          .select({ definition: table.definition })
          .from(table)
          .where(and(eq(table.siteId, siteId), eq(table.version, version)))
          .limit(1);
        if (!row) throw new VersionNotFound();
        // Sanitized when it was written; again now, as it becomes live, in case it predates today's rules.
        return { definition: await withSanitizedMarkup(kind, row.definition), restoredFromVersion: version };
      });
    } catch (error) {
      if (error instanceof VersionNotFound) return undefined;
      throw error;
    }
  }

  /**
   * Publishes the brand's seed as version 1 of every kind the site has no version of yet. Safe to run at
   * every start and from several copies at once.
   */
  async seed(siteId: string = DEFAULT_SITE_ID): Promise<DefinitionKind[]> {
    const seeded: DefinitionKind[] = [];
    for (const kind of DEFINITION_KINDS) {
      const settings = KIND_SETTINGS[kind];
      // Loading the sanitizer takes seconds on a busy machine: never while a transaction is open (the
      // database ends one idle for longer), and only when this kind still has a seed to write.
      if (
        withShippedMarkup(kind, settings.seed) === undefined &&
        (await this.siteIds(kind)).every((id) => id !== siteId)
      )
        await loadSanitizer();
      const written = await this.db.transaction(async (tx) => {
        await lockSite(tx, kind, siteId);
        const [existing] = await tx
          .select({ id: settings.table.id })
          .from(settings.table)
          .where(eq(settings.table.siteId, siteId))
          .limit(1);
        if (existing) return false;
        const parsed = parseDefinition(kind, await withSanitizedMarkup(kind, settings.seed));
        if (!parsed.ok) throw new DefinitionValidationError(parsed.issues);
        await tx.insert(settings.table).values({ siteId, version: 1, definition: parsed.value });
        return true;
      });
      if (written) seeded.push(kind);
    }
    return seeded;
  }

  /**
   * Sanitizes the markup of every stored version of every site's definitions again, once per sanitizer rules
   * version: versions published before today's rules (or before markup was sanitized when published) are
   * brought up to them, the old versions too, since a rollback makes one live again. A marker row holds the
   * version done; when it matches, nothing is loaded or written. The number of versions rewritten.
   */
  async resanitizeOnce(rulesVersion: string = SANITIZER_RULES_VERSION): Promise<number> {
    const done = async (reader: Pick<Database, "select">) =>
      (await markerValue(reader, SANITIZED_MARKER)) === rulesVersion;
    if (await done(this.db)) return 0;
    // A database holding only markup known to be sanitized under today's rules (a new one, seeded with the
    // brand's footer) is marked done without loading the sanitizer.
    const unknownMarkup = async (reader: Pick<Database, "select">) => {
      for (const kind of MARKUP_KINDS) {
        const table = KIND_SETTINGS[kind].table;
        for (const row of await reader.select({ definition: table.definition }).from(table))
          if (withShippedMarkup(kind, row.definition) !== row.definition) return true;
      }
      return false;
    };
    if (!(await unknownMarkup(this.db))) {
      await setMarker(this.db, SANITIZED_MARKER, rulesVersion);
      return 0;
    }
    await loadSanitizer(); // before the transaction: loading may take seconds
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${SANITIZED_MARKER}))`);
      if (await done(tx)) return 0;
      let changed = 0;
      for (const kind of MARKUP_KINDS) {
        const table = KIND_SETTINGS[kind].table;
        for (const row of await tx.select({ id: table.id, definition: table.definition }).from(table)) {
          const definition = await withSanitizedMarkup(kind, row.definition);
          if (definition === row.definition) continue;
          await tx.update(table).set({ definition }).where(eq(table.id, row.id));
          changed += 1;
        }
      }
      await setMarker(tx, SANITIZED_MARKER, rulesVersion);
      return changed;
    });
  }

  private async append(
    kind: DefinitionKind,
    siteId: string,
    produce: (tx: Transaction) => Promise<{ definition: unknown; restoredFromVersion: number | null }>,
  ): Promise<PublishedDefinition> {
    const table = KIND_SETTINGS[kind].table;
    const row = await this.db.transaction(async (tx) => {
      await lockSite(tx, kind, siteId);
      const next = await produce(tx);
      const [latest] = await tx
        .select({ version: sql<number>`coalesce(max(${table.version}), 0)::int` })
        .from(table)
        .where(eq(table.siteId, siteId));
      const [inserted] = await tx
        .insert(table)
        .values({
          siteId,
          version: (latest?.version ?? 0) + 1,
          definition: next.definition,
          restoredFromVersion: next.restoredFromVersion,
        })
        .returning();
      if (!inserted) throw new Error("the new version was not stored");
      return inserted;
    });
    return toPublished(kind, row);
  }
}

class VersionNotFound extends Error {}

const SANITIZED_MARKER = "site-definitions-markup-sanitized";

/** The kinds whose definitions carry markup: the footer's extra message. */
const MARKUP_KINDS = ["footer"] as const satisfies readonly DefinitionKind[];

const hasMarkup = (kind: DefinitionKind) => (MARKUP_KINDS as readonly DefinitionKind[]).includes(kind);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A definition with its markup sanitized where it enters: a footer's `extraMessage` (the only markup any
 * definition holds) through the site's sanitizer, which loads on the first call. Other kinds, and a footer
 * without a message, come back as they are (the same object, so callers can tell nothing changed).
 */
async function withSanitizedMarkup(kind: DefinitionKind, definition: unknown): Promise<unknown> {
  const known = withShippedMarkup(kind, definition);
  if (known !== undefined) return known;
  if (!isRecord(definition) || typeof definition.extraMessage !== "string") return definition;
  const sanitize = await loadSanitizer();
  const extraMessage = sanitize(definition.extraMessage);
  return extraMessage === definition.extraMessage ? definition : { ...definition, extraMessage };
}

/**
 * The definition with its markup sanitized without loading the sanitizer, when that is known: no markup, the
 * brand seed's footer message (shipped sanitized, app/content/markup.generated.ts, which its test holds to
 * today's rules), or that message already sanitized. Undefined when the sanitizer must decide.
 */
function withShippedMarkup(kind: DefinitionKind, definition: unknown): unknown {
  if (kind !== "footer" || !isRecord(definition) || typeof definition.extraMessage !== "string") return definition;
  if (definition.extraMessage === sanitizedMarkup.footerExtraMessage) return definition;
  if (definition.extraMessage === MARKUP_SOURCES.footerExtraMessage)
    return { ...definition, extraMessage: sanitizedMarkup.footerExtraMessage };
  return undefined;
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Serialises writers of one site's definitions of one kind until the transaction ends. */
async function lockSite(tx: Transaction, kind: DefinitionKind, siteId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`site-definitions ${kind} ${siteId}`}))`);
}
