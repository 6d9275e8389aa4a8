import { integer, json, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The definitions the navigation service publishes (§7): one table per kind, each versioned per site id.
 * Every publish is a new row with the next version number; the highest version is live and older rows
 * stay for the version list and rollback. The definition is stored as `json` (not `jsonb`) so the
 * published text keeps the editor's key order.
 */
function versionedDefinitionTable(name: string) {
  return pgTable(
    name,
    {
      id: serial("id").primaryKey(),
      siteId: text("site_id").notNull(),
      version: integer("version").notNull(),
      definition: json("definition").$type<unknown>().notNull(),
      publishedAt: timestamp("published_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
      /** Which version a rollback re-published, for the audit trail; null for an ordinary publish. */
      restoredFromVersion: integer("restored_from_version"),
    },
    // Also serves "newest version of a site" lookups (site_id, version DESC).
    (table) => [uniqueIndex(`${name}_site_version_unique`).on(table.siteId, table.version)],
  );
}

export const navigationDefinitions = versionedDefinitionTable("navigation_definitions");
export const footerDefinitions = versionedDefinitionTable("footer_definitions");
export const cashPowerParameters = versionedDefinitionTable("cash_power_parameters");

export type VersionedDefinitionTable = typeof navigationDefinitions;
